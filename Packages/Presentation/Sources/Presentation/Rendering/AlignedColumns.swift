/// Rows of cells laid out in columns without borders, sized by display width, two spaces apart.
struct AlignedColumns {
    struct Cell {
        let text: String
        let style: TextStyle
        let alignRight: Bool

        init(_ text: String, _ style: TextStyle = .plain, alignRight: Bool = false) {
            self.text = text
            self.style = style
            self.alignRight = alignRight
        }
    }

    let rows: [[Cell]]

    /// One line per row, trailing spaces trimmed; colour is applied after padding.
    func lines(palette: Palette, indent: String = "") -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in
            rows.reduce(0) { widest, row in
                column < row.count ? max(widest, DisplayWidth.of(row[column].text)) : widest
            }
        }
        return rows.map { row in
            let cells = row.indices.map { index -> String in
                let cell = row[index]
                let padding = String(
                    repeating: " ", count: max(0, widths[index] - DisplayWidth.of(cell.text)))
                let painted = palette.paint(cell.text, cell.style)
                return cell.alignRight ? padding + painted : painted + padding
            }
            return Self.trimmingTrailingSpaces(indent + cells.joined(separator: "  "))
        }
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.hasSuffix(" ") { line.removeLast() }
        return line
    }
}
