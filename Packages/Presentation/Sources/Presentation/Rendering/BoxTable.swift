/// A table drawn with box-drawing characters (or `+`, `-` and `|` in ASCII), its columns sized by display
/// width; given a width, it drops and shortens columns to fit it, as `ColumnFit` says.
struct BoxTable {
    struct Column {
        let title: String
        var alignRight = false
        /// When the column is dropped to fit a width (1 first); nil when it never is.
        var dropOrder: Int?
        /// The narrowest its cells are shortened to, ending with an ellipsis; nil when they never are.
        var minimum: Int?
        /// The widest the column counts for when deciding which columns to drop.
        var comfortable: Int?
    }

    struct Cell {
        let text: String
        let style: TextStyle
        /// The end of `text` kept whole when it is shortened, such as a place's ", JP".
        var tail = ""

        init(_ text: String, _ style: TextStyle = .plain, keeping tail: String = "") {
            self.text = text
            self.style = style
            self.tail = tail
        }
    }

    let columns: [Column]

    /// The whole table, one line per row, ending with a newline; colour is applied after padding. With a
    /// `width`, columns are dropped and shortened until every line fits it.
    func render(
        _ rows: [[Cell]], palette: Palette, width: Int? = nil, repertoire: TextRepertoire = .unicode
    ) -> String {
        guard width != nil || !repertoire.allowsUnicode else {
            return Self.draw(columns, rows, palette: palette, glyphs: .unicode)
        }
        let ascii = { (cell: Cell) in
            Cell(repertoire.text(cell.text), cell.style, keeping: repertoire.text(cell.tail))
        }
        let titles = columns.map { Cell(repertoire.text($0.title), .header) }
        let cells = rows.map { $0.map(ascii) }
        let fit = ColumnFit(edges: 4, gap: 3).widths(
            columns.indices.map { index in
                ColumnFit.Column(
                    natural: ([titles] + cells).map { DisplayWidth.of($0[index].text) }.max() ?? 0,
                    dropOrder: columns[index].dropOrder, minimum: columns[index].minimum,
                    comfortable: columns[index].comfortable)
            }, width: width)
        let kept = columns.indices.filter { fit[$0] != nil }
        func shortened(_ cell: Cell, _ index: Int) -> Cell {
            guard let room = fit[index], DisplayWidth.of(cell.text) > room else { return cell }
            let text = FittedText.truncated(
                cell.text, to: room, ellipsis: repertoire.ellipsis, keeping: cell.tail)
            return Cell(text, cell.style)
        }
        let keptColumns = kept.map {
            Column(title: shortened(titles[$0], $0).text, alignRight: columns[$0].alignRight)
        }
        let keptRows = cells.map { row in kept.map { shortened(row[$0], $0) } }
        return Self.draw(
            keptColumns, keptRows, palette: palette, glyphs: repertoire.allowsUnicode ? .unicode : .ascii)
    }

    /// The characters a table is drawn with.
    private struct Glyphs {
        let horizontal: String
        let vertical: String
        let top: (String, String, String)
        let middle: (String, String, String)
        let bottom: (String, String, String)

        static let unicode = Glyphs(
            horizontal: "─", vertical: "│", top: ("┌", "┬", "┐"), middle: ("├", "┼", "┤"),
            bottom: ("└", "┴", "┘"))
        static let ascii = Glyphs(
            horizontal: "-", vertical: "|", top: ("+", "+", "+"), middle: ("+", "+", "+"),
            bottom: ("+", "+", "+"))
    }

    private static func draw(_ columns: [Column], _ rows: [[Cell]], palette: Palette, glyphs: Glyphs)
        -> String
    {
        let header = columns.map { Cell($0.title, .header) }
        let cellWidths = ([header] + rows).map { $0.map { DisplayWidth.of($0.text) } }
        let widths = columns.indices.map { index in cellWidths.map { $0[index] }.max() ?? 0 }
        // The table is written as UTF-8 bytes into one buffer and made a string once: appending to a
        // string checks and copies more per piece, and a large list has hundreds of thousands of pieces.
        var table: [UInt8] = []
        // Box-drawing characters take three bytes; cells mostly one byte a column.
        table.reserveCapacity((widths.reduce(0, +) + 3 * widths.count + 4) * 3 * (rows.count + 4))
        func rule(_ left: String, _ middle: String, _ right: String) {
            let line =
                left
                + widths.map { String(repeating: glyphs.horizontal, count: $0 + 2) }.joined(separator: middle)
                + right
            table += line.utf8
            table.append(UInt8(ascii: "\n"))
        }
        let lineStart = Array(glyphs.vertical.utf8)
        let cellEnd = Array((" " + glyphs.vertical).utf8)
        func line(_ cells: [Cell], widths cellWidths: [Int]) {
            table += lineStart
            for (index, cell) in cells.enumerated() {
                let padding = repeatElement(
                    UInt8(ascii: " "), count: max(0, widths[index] - cellWidths[index]))
                table.append(UInt8(ascii: " "))
                if columns[index].alignRight { table += padding }
                table += palette.paint(cell.text, cell.style).utf8
                if !columns[index].alignRight { table += padding }
                table += cellEnd
            }
            table.append(UInt8(ascii: "\n"))
        }
        rule(glyphs.top.0, glyphs.top.1, glyphs.top.2)
        line(header, widths: cellWidths[0])
        rule(glyphs.middle.0, glyphs.middle.1, glyphs.middle.2)
        for index in rows.indices {
            line(rows[index], widths: cellWidths[index + 1])
        }
        rule(glyphs.bottom.0, glyphs.bottom.1, glyphs.bottom.2)
        return String(decoding: table, as: UTF8.self)
    }
}
