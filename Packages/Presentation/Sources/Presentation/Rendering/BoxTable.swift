/// A table drawn with box-drawing characters, its columns sized by display width.
struct BoxTable {
    struct Column {
        let title: String
        let alignRight: Bool

        init(_ title: String, alignRight: Bool = false) {
            self.title = title
            self.alignRight = alignRight
        }
    }

    struct Cell {
        let text: String
        let style: TextStyle

        init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    let columns: [Column]

    /// The whole table, one line per row, ending with a newline; colour is applied after padding.
    func render(_ rows: [[Cell]], palette: Palette) -> String {
        let header = columns.map { Cell($0.title, .header) }
        let cellWidths = ([header] + rows).map { $0.map { DisplayWidth.of($0.text) } }
        let widths = columns.indices.map { index in cellWidths.map { $0[index] }.max() ?? 0 }
        var table = ""
        func rule(_ left: String, _ middle: String, _ right: String) {
            table +=
                left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
            table += "\n"
        }
        func line(_ cells: [Cell], widths cellWidths: [Int]) {
            table += "│"
            for (index, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: max(0, widths[index] - cellWidths[index]))
                let painted = palette.paint(cell.text, cell.style)
                table += " "
                table += columns[index].alignRight ? padding + painted : painted + padding
                table += " │"
            }
            table += "\n"
        }
        rule("┌", "┬", "┐")
        line(header, widths: cellWidths[0])
        rule("├", "┼", "┤")
        for (row, widths) in zip(rows, cellWidths.dropFirst()) {
            line(row, widths: widths)
        }
        rule("└", "┴", "┘")
        return table
    }
}
