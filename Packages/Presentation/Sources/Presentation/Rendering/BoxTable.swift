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
        let widths = columns.indices.map { index in
            rows.reduce(DisplayWidth.of(columns[index].title)) { widest, row in
                max(widest, DisplayWidth.of(row[index].text))
            }
        }
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        func line(_ cells: [Cell]) -> String {
            let padded = cells.indices.map { index in
                let cell = cells[index]
                let padding = String(
                    repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell.text)))
                let painted = palette.paint(cell.text, cell.style)
                return " " + (columns[index].alignRight ? padding + painted : painted + padding) + " "
            }
            return "│" + padded.joined(separator: "│") + "│"
        }
        var lines = [rule("┌", "┬", "┐"), line(columns.map { Cell($0.title, .header) }), rule("├", "┼", "┤")]
        lines += rows.map(line)
        lines.append(rule("└", "┴", "┘"))
        return lines.joined(separator: "\n") + "\n"
    }
}
