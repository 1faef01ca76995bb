import Domain

/// Temperatures over time as a small chart: block columns with eighth-cell tops, or `*` points in ASCII.
struct TemperatureChart {
    /// One value per step, in the display unit.
    let values: [Double]
    /// Labels for the top and bottom rows, such as "24°C" and "12°C".
    let topLabel: String
    let bottomLabel: String
    /// Labels under the axis, keyed by step index, such as the weekday a day starts on.
    let marks: [Int: String]
    let height: Int
    let unicode: Bool
    /// The most columns the steps and the marks under them may take; nil for no limit.
    var plotWidth: Int?

    /// Columns per step: wide enough for a short forecast to read, narrow enough for 40 steps in 80 columns
    /// and for the steps to fit `plotWidth`.
    var cellWidth: Int {
        let steps = max(1, values.count)
        return max(1, min(4, 40 / steps, (plotWidth ?? Int.max) / steps))
    }

    func lines() -> [String] {
        guard !values.isEmpty, height > 1 else { return [] }
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        let labelWidth = max(DisplayWidth.of(topLabel), DisplayWidth.of(bottomLabel))
        var lines: [String] = []
        for row in 0..<height {
            let label = row == 0 ? topLabel : row == height - 1 ? bottomLabel : ""
            let axis = label.isEmpty ? (unicode ? "│" : "|") : (unicode ? "┤" : "+")
            let cells = values.map { cell($0, row: row, low: low, high: high) }
            lines.append(
                DisplayWidth.pad(label, to: labelWidth, alignRight: true) + " " + axis + cells.joined())
        }
        let width = values.count * cellWidth
        lines.append(
            String(repeating: " ", count: labelWidth + 1) + (unicode ? "└" : "+")
                + String(repeating: unicode ? "─" : "-", count: width))
        lines.append(String(repeating: " ", count: labelWidth + 2) + markLine(width: width))
        return lines.map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    private func fraction(_ value: Double, low: Double, high: Double) -> Double {
        high > low ? (value - low) / (high - low) : 0.5
    }

    private func cell(_ value: Double, row: Int, low: Double, high: Double) -> String {
        let share = fraction(value, low: low, high: high)
        let rowFromBottom = height - 1 - row
        let glyph: String
        if unicode {
            let eighths = Int(saturating: (4 + share * Double(height * 8 - 4)).rounded())
            let fill = min(max(eighths - rowFromBottom * 8, 0), 8)
            glyph = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"][fill]
        } else {
            glyph = Int(saturating: (share * Double(height - 1)).rounded()) == rowFromBottom ? "*" : " "
        }
        return String(repeating: glyph, count: cellWidth)
    }

    /// The marks placed under their steps, each dropped when it would run into the one before.
    private func markLine(width: Int) -> String {
        var line = ""
        for index in marks.keys.sorted() {
            guard let mark = marks[index], index < values.count else { continue }
            let column = index * cellWidth
            let used = DisplayWidth.of(line)
            guard column >= used + (line.isEmpty ? 0 : 1) else { continue }
            if let plotWidth, column + DisplayWidth.of(mark) > plotWidth { continue }
            line += String(repeating: " ", count: column - used) + mark
        }
        return line
    }
}
