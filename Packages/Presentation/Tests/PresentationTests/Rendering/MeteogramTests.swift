import Domain
import Foundation
import Testing

@testable import Presentation

/// The meteogram read back: each dot of the line, each bar and each shade of chance is turned back into a
/// number and compared with the forecast it was drawn from, within what a cell can show.
struct MeteogramTests {
    /// Steps from the hour before now for three days, hourly then every 3 hours (as MET Norway's), with
    /// temperatures, rain, snow, chances and winds drawn from `seed`; some steps lack each optional value.
    static func forecast(seed: UInt64, offset: Int = 0) -> ForecastReport {
        var random = SeededRandom(seed)
        let first = (FixedClock.testNow.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600 - 3_600
        var times = (0..<36).map { first + Double($0) * 3_600 }
        times += (1...14).map { times.last! + Double($0) * 10_800 }
        var temperature = random.next(in: -15...30)
        let entries = times.map { time -> ForecastEntry in
            temperature += random.next(in: -2.5...2.5)
            let rain = random.next(in: 0...1) < 0.4 ? Precipitation(millimetres: random.next(in: 0...6)) : nil
            let snow = random.next(in: 0...1) < 0.1 ? Precipitation(millimetres: random.next(in: 0...2)) : nil
            let wind =
                random.next(in: 0...1) < 0.9
                ? Wind(
                    speed: Speed(metresPerSecond: random.next(in: 0...25)),
                    directionDegrees: random.next(in: 0...360), gust: nil) : .missing
            let chance = random.next(in: 0...1) < 0.85 ? random.next(in: 0...1) : nil
            return ForecastEntry(
                time: Date(timeIntervalSince1970: time),
                readings: Readings(
                    conditions: [], temperature: Temperature(celsius: temperature), feelsLike: nil,
                    minimum: nil, maximum: nil, pressure: nil, humidity: nil, dewPoint: nil, wind: wind,
                    clouds: nil, visibility: nil, rain: rain, snow: snow),
                precipitationProbability: chance)!
        }
        return ForecastReport(
            place: .tokyo,
            forecast: Forecast(entries: entries, utcOffsetSeconds: offset, sunrise: nil, sunset: nil),
            fetchedAt: FixedClock.testNow, origin: .network)
    }

    static let cases: [(width: Int, unicode: Bool, seed: UInt64)] = [40, 41, 57, 80, 123, 200].flatMap {
        width in [true, false].map { (width, $0, UInt64(width) * ($0 ? 3 : 7)) }
    }

    static func drawn(_ width: Int, unicode: Bool, seed: UInt64, units: Units = .metric, offset: Int = 0)
        -> (ForecastReport, Meteogram, [String])
    {
        let report = forecast(seed: seed, offset: offset)
        var display = DisplaySettings.stub(units: units)
        display.repertoire = unicode ? .unicode : .ascii
        let meteogram = ForecastView(report, display: display, dayLimit: 3).meteogram(width: width)
        return (report, meteogram, meteogram.lines(palette: .plain))
    }

    /// The line's value in degrees Celsius at `time`, linear between the steps either side.
    static func expected(_ entries: [ForecastEntry], at time: Date) -> Double? {
        guard let after = entries.firstIndex(where: { $0.time >= time }) else { return nil }
        if entries[after].time == time { return entries[after].temperature.celsius }
        guard after > 0 else { return nil }
        let (a, b) = (entries[after - 1], entries[after])
        let share = time.timeIntervalSince(a.time) / b.time.timeIntervalSince(a.time)
        return a.temperature.celsius + (b.temperature.celsius - a.temperature.celsius) * share
    }

    /// The dots of the line by point, read from the temperature rows: each point's levels, bottom 0.
    static func dots(_ lines: [String], _ meteogram: Meteogram) -> [[Int]] {
        var dots = Array(repeating: [Int](), count: meteogram.points)
        for row in 0..<Meteogram.temperatureRows {
            let cells = Array(lines[row].dropFirst(meteogram.margin + 2))
            let rowFromBottom = Meteogram.temperatureRows - 1 - row
            for (column, cell) in cells.enumerated() {
                guard meteogram.unicode else {
                    if cell == "*" { dots[column].append(rowFromBottom) }
                    continue
                }
                guard let scalar = cell.unicodeScalars.first, (0x2800...0x28FF).contains(scalar.value) else {
                    continue
                }
                let bits = scalar.value - 0x2800
                for (half, order) in [[0x40, 0x04, 0x02, 0x01], [0x80, 0x20, 0x10, 0x08]].enumerated() {
                    for (dot, bit) in order.enumerated() where bits & UInt32(bit) != 0 {
                        dots[column * 2 + half].append(rowFromBottom * 4 + dot)
                    }
                }
            }
        }
        return dots
    }

    @Test(arguments: cases)
    func theLineReadsBackToTheForecastWithinALevel(width: Int, unicode: Bool, seed: UInt64) {
        let (report, meteogram, lines) = Self.drawn(width, unicode: unicode, seed: seed)
        let range = meteogram.temperatureRange
        let step = (range.upperBound - range.lowerBound) / Double(meteogram.levels - 1)
        let dots = Self.dots(lines, meteogram)

        var read = 0
        for point in 0..<meteogram.points {
            let time = meteogram.time(ofPoint: point)
            guard let celsius = Self.expected(report.forecast.entries, at: time) else {
                #expect(dots[point].isEmpty, "no dot where the forecast does not reach")
                continue
            }
            #expect(dots[point].count == 1, "one dot at point \(point): \(dots[point])")
            guard let level = dots[point].first else { continue }
            let value = range.lowerBound + Double(level) * step
            #expect(abs(value - celsius) <= step / 2 + 1e-9, "point \(point): \(value) for \(celsius)")
            read += 1
        }
        #expect(read == meteogram.points, "the forecast covers the 48 hours")
    }

    @Test(arguments: cases)
    func theBarsAndTheChanceReadBackToEachStep(width: Int, unicode: Bool, seed: UInt64) throws {
        let (report, meteogram, lines) = Self.drawn(width, unicode: unicode, seed: seed)
        let entries = report.forecast.entries
        let rows = Meteogram.precipitationRows
        let most = Double(rows * (unicode ? 8 : 1))
        let eighths = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let shades = unicode ? [" ", "░", "▒", "▓", "█"] : [" ", ".", ":", "+", "#"]
        let rowsOfBars = (0..<rows).map {
            Array(lines[Meteogram.temperatureRows + $0].dropFirst(meteogram.margin + 2))
        }
        let chances = Array(lines[Meteogram.temperatureRows + rows].dropFirst(meteogram.margin + 2))

        for column in 0..<meteogram.columns {
            let middle = meteogram.time(ofColumn: column).addingTimeInterval(
                48 * 3_600 / Double(meteogram.columns) / 2)
            let index = try #require(entries.lastIndex { $0.time <= middle })
            let entry = entries[index]
            let hours = entries[index + 1].time.timeIntervalSince(entry.time) / 3_600
            let amount = (entry.rain?.millimetres ?? 0) + (entry.snow?.millimetres ?? 0)
            let rate = amount / hours
            let fills = try rowsOfBars.map { bars in
                let cell = column < bars.count ? String(bars[column]) : " "
                return unicode ? try #require(eighths.firstIndex(of: cell)) : (cell == "#" ? 1 : 0)
            }
            for row in 0..<rows - 1 where fills[row] > 0 {
                #expect(fills[row + 1] == (unicode ? 8 : 1), "a bar grows from the bottom")
            }
            let fill = fills.reduce(0, +)
            let drawn = Double(fill) / most * meteogram.rateTop
            let tolerance = meteogram.rateTop / most / 2 + 1e-9
            #expect(
                rate > 0
                    ? fill >= 1 && (abs(drawn - rate) <= tolerance || fill == 1 && rate < drawn) : fill == 0,
                "column \(column): \(drawn) mm/h drawn for \(rate)")
            let shade = column < chances.count ? String(chances[column]) : " "
            let level = try #require(shades.firstIndex(of: shade))
            let chance = entry.precipitationProbability ?? 0
            #expect(
                chance == 0 ? level == 0 : Double(level - 1) / 4 <= chance && chance <= Double(level) / 4,
                "column \(column): shade \(level) for \(chance)")
        }
    }

    @Test(arguments: cases)
    func itFitsItsWidthAndItsTwelveLines(width: Int, unicode: Bool, seed: UInt64) {
        let (_, meteogram, lines) = Self.drawn(width, unicode: unicode, seed: seed, units: .imperial)

        #expect(lines.count == Meteogram.height && Meteogram.height == 12)
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(line)")
            if !unicode { #expect(line.unicodeScalars.allSatisfy { $0.isASCII }, "\(line)") }
        }
        #expect(meteogram.margin + 2 + meteogram.columns == width)
    }

    @Test(arguments: [0, 19_800, -36_000])
    func theHoursAndTheWindsStandUnderTheirOwnHour(offset: Int) throws {
        let (report, meteogram, lines) = Self.drawn(80, unicode: true, seed: 11, offset: offset)
        let hoursLine = lines[Meteogram.height - 3]
        let windLine = lines[Meteogram.height - 1]
        let origin = meteogram.margin + 2
        // The first local hour that begins in the column at `column`.
        func hourStart(inColumn column: Int) -> Date {
            let local = meteogram.time(ofColumn: column).timeIntervalSince1970 + Double(offset)
            return Date(timeIntervalSince1970: (local / 3_600).rounded(.up) * 3_600 - Double(offset))
        }
        var labelled = 0
        for (start, label) in Self.words(of: hoursLine) where start >= origin {
            let time = hourStart(inColumn: start - origin)
            let hour = try #require(Int(label))
            #expect(time < meteogram.time(ofColumn: start - origin + 1), "an hour begins in the column")
            #expect(hour % 6 == 0 && CivilTime(time, utcOffsetSeconds: offset).hour == hour, "\(label)")
            labelled += 1
        }
        #expect(labelled >= 6, "\(hoursLine)")
        for (start, label) in Self.words(of: windLine) where start >= origin {
            let time = hourStart(inColumn: start - origin)
            let entry = try #require(report.forecast.entries.last { $0.time <= time })
            let speed = try #require(Double(label.drop { !$0.isNumber }))
            #expect(speed == (entry.wind.speed?.metresPerSecond ?? -1).rounded(), "\(label)")
        }
    }

    /// The words of a line with the column each starts at.
    static func words(of line: String) -> [(Int, String)] {
        var words: [(Int, String)] = []
        var column = 0
        for part in line.split(separator: " ", omittingEmptySubsequences: false) {
            if !part.isEmpty { words.append((column, String(part))) }
            column += DisplayWidth.of(String(part)) + 1
        }
        return words
    }
}

/// A small linear congruential generator, so that each case draws the same forecast every run.
struct SeededRandom {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed &* 6_364_136_223_846_793_005 &+ 1 }

    mutating func next(in range: ClosedRange<Double>) -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(state >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
