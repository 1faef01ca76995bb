extension AlignedColumns {
    /// A column of cells, one for each row, and how it gives way when the rows do not fit a width.
    struct Column {
        let cells: [Cell]
        /// When the column is dropped (1 first); nil when it never is.
        var dropOrder: Int?
        /// The narrowest the column is shortened to; nil when it never is.
        var minimum: Int?
        /// The widest it counts for when deciding which columns to drop.
        var comfortable: Int?
        /// Which shortenable columns are shortened first: 1, then 2…
        var shortenOrder = 1
        /// Draws the cells again for a narrower width (a bar), instead of cutting them short.
        var redraw: ((Int) -> [Cell])?

        init(
            _ cells: [Cell], dropOrder: Int? = nil, minimum: Int? = nil, comfortable: Int? = nil,
            shortenOrder: Int = 1, redraw: ((Int) -> [Cell])? = nil
        ) {
            self.cells = cells
            self.dropOrder = dropOrder
            self.minimum = minimum
            self.comfortable = comfortable
            self.shortenOrder = shortenOrder
            self.redraw = redraw
        }
    }

    /// The rows of `columns` in the characters of `repertoire`, with columns dropped and shortened (as
    /// `ColumnFit` says) until every line, `indent` columns in, fits `width`; all of them when it is nil.
    static func fitting(
        _ columns: [Column], width: Int?, indent: Int = 0, repertoire: TextRepertoire
    ) -> AlignedColumns {
        func shown(_ cells: [Cell]) -> [Cell] {
            cells.map { Cell(repertoire.text($0.text), $0.style, alignRight: $0.alignRight) }
        }
        let cells = columns.map { shown($0.cells) }
        let widths = ColumnFit(edges: indent, gap: 2).widths(
            columns.indices.map { index in
                ColumnFit.Column(
                    natural: cells[index].map { DisplayWidth.of($0.text) }.max() ?? 0,
                    dropOrder: columns[index].dropOrder, minimum: columns[index].minimum,
                    comfortable: columns[index].comfortable, shortenOrder: columns[index].shortenOrder)
            }, width: width)
        let kept = columns.indices.compactMap { index -> [Cell]? in
            guard let room = widths[index] else { return nil }
            var column = cells[index]
            if let redraw = columns[index].redraw, column.contains(where: { DisplayWidth.of($0.text) > room })
            {
                column = shown(redraw(room))
            }
            return column.map { cell in
                guard DisplayWidth.of(cell.text) > room else { return cell }
                let text = FittedText.truncated(cell.text, to: room, ellipsis: repertoire.ellipsis)
                return Cell(text, cell.style, alignRight: cell.alignRight)
            }
        }
        let count = columns.map(\.cells.count).max() ?? 0
        return AlignedColumns(
            rows: (0..<count).map { row in kept.compactMap { row < $0.count ? $0[row] : nil } })
    }
}
