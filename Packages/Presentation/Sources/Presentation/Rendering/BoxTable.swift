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
        // The table is written as UTF-8 bytes into one buffer and made a string once: appending to a
        // string checks and copies more per piece, and a large list has hundreds of thousands of pieces.
        var table: [UInt8] = []
        // Box-drawing characters take three bytes; cells mostly one byte a column.
        table.reserveCapacity((widths.reduce(0, +) + 3 * widths.count + 4) * 3 * (rows.count + 4))
        func rule(_ left: String, _ middle: String, _ right: String) {
            let line =
                left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
            table += line.utf8
            table.append(UInt8(ascii: "\n"))
        }
        func line(_ cells: [Cell], widths cellWidths: [Int]) {
            table += "│".utf8
            for (index, cell) in cells.enumerated() {
                let padding = repeatElement(
                    UInt8(ascii: " "), count: max(0, widths[index] - cellWidths[index]))
                table.append(UInt8(ascii: " "))
                if columns[index].alignRight { table += padding }
                table += palette.paint(cell.text, cell.style).utf8
                if !columns[index].alignRight { table += padding }
                table += " │".utf8
            }
            table.append(UInt8(ascii: "\n"))
        }
        rule("┌", "┬", "┐")
        line(header, widths: cellWidths[0])
        rule("├", "┼", "┤")
        for index in rows.indices {
            line(rows[index], widths: cellWidths[index + 1])
        }
        rule("└", "┴", "┘")
        return String(decoding: table, as: UTF8.self)
    }
}
