import Domain
import FoundationEssentials

/// The next hours as a picture: temperature as a line, precipitation as bars with a row of its chance under
/// them, then the hours, the days and the wind. Braille dots and eighth blocks, or ASCII.
///
/// Time runs left to right at a fixed scale, `span` over the plot's columns, whatever the steps' length; a
/// braille cell holds two columns of dots, so the line has twice as many points as the plot has columns.
/// The line's value at a point is the forecast's, linear between two steps; the bars are each step's
/// precipitation per hour, so that 3- and 6-hour steps read on the same scale as hourly ones.
struct Meteogram {
    /// One forecast step, in the units shown.
    struct Step {
        let time: Date
        let temperature: Double
        /// The precipitation per hour over the step; nil when the service gave none.
        let rate: Double?
        /// The chance of precipitation, 0 through 1; nil when the service gave none.
        let chance: Double?
        /// "↙12" or "SW12"; nil when the wind was not forecast.
        let wind: String?
        /// Where the step ends: the next step's time, or the forecast's step length after the last.
        let end: Date
    }

    /// A label under the plot at a moment, such as the hour "06" or the weekday "Sat".
    struct Mark {
        let time: Date
        let text: String
    }

    static let temperatureRows = 5
    static let precipitationRows = 2
    /// The picture's lines: the rows above, the chance, the axis, the hours, the days and the wind.
    static let height = temperatureRows + precipitationRows + 5

    let steps: [Step]
    let start: Date
    let span: TimeInterval
    /// The picture's width in columns, labels included.
    let width: Int
    let unicode: Bool
    /// Labels in the left margin: the temperature scale's ends, the bars' top, the chance and the wind.
    let labels: (high: String, low: String, rateTop: String, chance: String, wind: String)
    let temperatureRange: ClosedRange<Double>
    /// The precipitation per hour a full bar stands for.
    let rateTop: Double
    let hours: [Mark]
    let days: [Mark]

    var margin: Int {
        [labels.high, labels.low, labels.rateTop, labels.chance, labels.wind].map(DisplayWidth.of).max() ?? 0
    }
    /// Columns of plot, right of the margin, a space and the axis.
    var columns: Int { max(1, width - margin - 2) }
    /// Points of the line across the plot.
    var points: Int { columns * (unicode ? 2 : 1) }
    /// Levels of the line from the bottom of the plot to its top.
    var levels: Int { Self.temperatureRows * (unicode ? 4 : 1) }

    /// The moment the point at `index` stands for: the start of its share of the span.
    func time(ofPoint index: Int) -> Date {
        start.addingTimeInterval(span * Double(index) / Double(points))
    }

    /// The moment the plot's column at `index` begins.
    func time(ofColumn index: Int) -> Date {
        start.addingTimeInterval(span * Double(index) / Double(columns))
    }

    /// The forecast's temperature at `time`, linear between the steps either side; nil outside them.
    func temperature(at time: Date) -> Double? {
        guard let after = steps.firstIndex(where: { $0.time >= time }) else { return nil }
        let next = steps[after]
        guard next.time > time, after > 0 else { return next.time == time ? next.temperature : nil }
        let previous = steps[after - 1]
        let share = time.timeIntervalSince(previous.time) / next.time.timeIntervalSince(previous.time)
        return previous.temperature + (next.temperature - previous.temperature) * share
    }

    /// The step whose hours hold `time`.
    func step(at time: Date) -> Step? {
        steps.last { $0.time <= time && time < $0.end }
    }

    /// The level of the line for `value`: 0 at the scale's low, `levels - 1` at its high.
    func level(of value: Double) -> Int {
        let (low, high) = (temperatureRange.lowerBound, temperatureRange.upperBound)
        guard high > low else { return (levels - 1) / 2 }
        let share = min(max((value - low) / (high - low), 0), 1)
        return Int(saturating: (share * Double(levels - 1)).rounded())
    }

    /// Eighths of the bars' height (whole rows in ASCII) for a rate; a trace is never drawn as none.
    func fill(of rate: Double?) -> Int {
        guard let rate, rate > 0, rateTop > 0 else { return 0 }
        let most = Self.precipitationRows * (unicode ? 8 : 1)
        return max(1, min(most, Int(saturating: (rate / rateTop * Double(most)).rounded())))
    }

    /// The chance as a shade from 0 (none, or not given) to 4 (over three in four).
    func shade(of chance: Double?) -> Int {
        guard let chance, chance > 0 else { return 0 }
        return min(4, max(1, Int(saturating: (chance * 4).rounded(.up))))
    }

    func lines(palette: Palette) -> [String] {
        let axis = unicode ? "┤" : "+"
        let side = unicode ? "│" : "|"
        var lines: [String] = []
        let line = lineLevels()
        for row in 0..<Self.temperatureRows {
            let label = row == 0 ? labels.high : row == Self.temperatureRows - 1 ? labels.low : ""
            let cells = (0..<columns).map { temperatureCell(column: $0, row: row, levels: line) }
            lines.append(left(label, label.isEmpty ? side : axis) + palette.paint(cells.joined(), .hot))
        }
        let columnSteps = (0..<columns).map {
            step(at: time(ofColumn: $0).addingTimeInterval(span / Double(columns) / 2))
        }
        for row in 0..<Self.precipitationRows {
            let label = row == 0 ? labels.rateTop : ""
            let cells = columnSteps.map { barCell(fill: fill(of: $0?.rate), row: row) }
            lines.append(left(label, label.isEmpty ? side : axis) + palette.paint(cells.joined(), .cold))
        }
        let shades = unicode ? [" ", "░", "▒", "▓", "█"] : [" ", ".", ":", "+", "#"]
        let chances = columnSteps.map { shades[shade(of: $0?.chance)] }.joined()
        lines.append(left(labels.chance, axis) + palette.paint(chances, .cold))
        lines.append(
            String(repeating: " ", count: margin + 1) + (unicode ? "└" : "+")
                + String(repeating: unicode ? "─" : "-", count: columns))
        lines.append(under(hours))
        lines.append(under(days))
        let winds = hours.compactMap { mark in
            step(at: mark.time)?.wind.map { Mark(time: mark.time, text: $0) }
        }
        lines.append(
            DisplayWidth.pad(labels.wind, to: margin, alignRight: true)
                + String(under(winds).dropFirst(margin)))
        return lines.map { line in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }

    /// The level of the line at each point; nil where the forecast does not reach.
    private func lineLevels() -> [Int?] {
        (0..<points).map { point in temperature(at: time(ofPoint: point)).map(level(of:)) }
    }

    private func left(_ label: String, _ axis: String) -> String {
        DisplayWidth.pad(label, to: margin, alignRight: true) + " " + axis
    }

    private func temperatureCell(column: Int, row: Int, levels line: [Int?]) -> String {
        let rowFromBottom = Self.temperatureRows - 1 - row
        guard unicode else {
            return line[column] == rowFromBottom ? "*" : " "
        }
        // Braille dots from the bottom of a cell up: the left column's, then the right column's.
        let left: [UInt32] = [0x40, 0x04, 0x02, 0x01]
        let right: [UInt32] = [0x80, 0x20, 0x10, 0x08]
        var bits: UInt32 = 0
        for (half, dots) in [left, right].enumerated() {
            guard let level = line[column * 2 + half], level / 4 == rowFromBottom else { continue }
            bits |= dots[level % 4]
        }
        return bits == 0 ? " " : String(UnicodeScalar(0x2800 + bits).map(Character.init) ?? " ")
    }

    private func barCell(fill: Int, row: Int) -> String {
        let rowFromBottom = Self.precipitationRows - 1 - row
        guard unicode else { return fill > rowFromBottom ? "#" : " " }
        let eighths = min(max(fill - rowFromBottom * 8, 0), 8)
        return [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"][eighths]
    }

    /// A line of texts each placed under the column its moment falls in, each dropped when it would run
    /// into the one before or past the plot's end.
    private func under(_ marks: [Mark]) -> String {
        let origin = margin + 2
        var line = String(repeating: " ", count: origin)
        var used = origin
        for mark in marks.sorted(by: { $0.time < $1.time }) {
            let (time, text) = (mark.time, mark.text)
            let offset = time.timeIntervalSince(start) / span * Double(columns)
            guard offset >= 0, offset < Double(columns) else { continue }
            let column = origin + Int(offset)
            let textWidth = DisplayWidth.of(text)
            guard column >= used + (used == origin ? 0 : 1), column + textWidth <= origin + columns else {
                continue
            }
            line += String(repeating: " ", count: column - used) + text
            used = column + textWidth
        }
        return line
    }
}
