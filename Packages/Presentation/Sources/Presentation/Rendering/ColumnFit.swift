/// Which columns of a table fit a width, and how wide each one is.
///
/// First, columns are dropped in their drop order until the table fits with every shortenable column at
/// most its comfortable width; then shortenable columns are shortened, in their shortening order (the
/// widest first among equals), down to their minimum, until the table fits. Only when it still does not
/// (a width under 40 columns) is any column shortened further, the widest first.
struct ColumnFit {
    struct Column: Equatable {
        /// The width of the column's widest cell, its title included.
        var natural: Int
        /// When the column is dropped: 1 first, then 2…; nil when it never is.
        var dropOrder: Int?
        /// The narrowest the column is shortened to; nil when it is never shortened.
        var minimum: Int?
        /// The widest the column counts for when deciding what to drop: shorter than that, a column is
        /// rather dropped than shortened.
        var comfortable: Int?
        /// Which shortenable columns are shortened first: 1, then 2…
        var shortenOrder = 1

        /// A column that is always shown whole.
        static func fixed(_ natural: Int) -> Column {
            Column(natural: natural)
        }
    }

    /// Columns the whole table takes beside its cells: borders or an indent.
    let edges: Int
    /// Columns between two cells.
    let gap: Int

    /// The width of each column, nil for one dropped; every column at its natural width when `width`
    /// is nil or the table fits.
    func widths(_ columns: [Column], width: Int?) -> [Int?] {
        var widths: [Int?] = columns.map(\.natural)
        guard let width, total(widths) > width else { return widths }
        let comfortable = columns.map { column in
            column.minimum == nil ? column.natural : min(column.natural, column.comfortable ?? column.natural)
        }
        let dropping = columns.indices.filter { columns[$0].dropOrder != nil }
            .sorted { columns[$0].dropOrder! < columns[$1].dropOrder! }
        for index in dropping {
            let kept = widths.indices.map { widths[$0] == nil ? nil : comfortable[$0] }
            guard total(kept) > width else { break }
            widths[index] = nil
        }
        let orders = Set(columns.compactMap { $0.minimum == nil ? nil : $0.shortenOrder }).sorted()
        for order in orders {
            shorten(&widths, width: width) { index in
                columns[index].shortenOrder == order ? columns[index].minimum : nil
            }
        }
        shorten(&widths, width: width) { _ in 1 }
        return widths
    }

    /// The columns the table takes with `widths`.
    func total(_ widths: [Int?]) -> Int {
        let kept = widths.compactMap { $0 }
        return kept.reduce(edges, +) + gap * max(0, kept.count - 1)
    }

    /// Takes a column from the widest column that `floor` allows to narrow, until the table fits.
    private func shorten(_ widths: inout [Int?], width: Int, floor: (Int) -> Int?) {
        var excess = total(widths) - width
        while excess > 0 {
            let candidates = widths.indices.compactMap { index -> (index: Int, width: Int)? in
                guard let current = widths[index], let least = floor(index), current > least else {
                    return nil
                }
                return (index, current)
            }
            guard let widest = candidates.max(by: { $0.width < $1.width }) else { return }
            widths[widest.index] = widest.width - 1
            excess -= 1
        }
    }
}
