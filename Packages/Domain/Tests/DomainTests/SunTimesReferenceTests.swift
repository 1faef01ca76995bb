import Domain
import Foundation
import Testing

/// wxapp's sun times against NOAA's solar calculator as astral implements it, for every gazetteer city
/// outside the polar circles: two days of 2026 per city, the cities together covering every day of the
/// year, and every day for the twelve cities nearest the circles (Fixtures/sun-reference.txt, written by
/// scripts/generate_sun_reference.py in the order walked here).
struct SunTimesReferenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let polarCircle = 66.5622
    static let yearDays = 365
    /// 2026-01-01 in days since 1970.
    static let firstDay = 20_454

    /// Every city's latitude and longitude, in the gazetteer's order.
    static func cities() throws -> [(latitude: Double, longitude: Double)] {
        let lines = try String(contentsOf: root.appendingPathComponent("gazetteer.tsv"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let count = try #require(Int(lines[0].split(separator: "\t")[2]))
        return try lines[1...count].map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (try #require(Double(fields[5])), try #require(Double(fields[6])))
        }
    }

    /// The (city, day of 2026) pairs in the reference's order.
    static func plan() throws -> [(latitude: Double, longitude: Double, day: Int)] {
        let outside = try cities().enumerated().filter { abs($0.element.latitude) < polarCircle }
        var plan = outside.flatMap { index, city in
            [index % yearDays, (index + 182) % yearDays].map { (city.latitude, city.longitude, $0) }
        }
        // The twelve nearest a circle (the first in the gazetteer on a tie), south to north.
        let nearest = outside.sorted {
            (-abs($0.element.latitude), $0.offset) < (-abs($1.element.latitude), $1.offset)
        }
        .prefix(12)
        .sorted {
            ($0.element.latitude, $0.element.longitude, $0.offset)
                < ($1.element.latitude, $1.element.longitude, $1.offset)
        }.map(\.element)
        for city in nearest {
            plan += (0..<yearDays).map { (city.latitude, city.longitude, $0) }
        }
        return plan
    }

    @Test func everyCityOutsideThePolarCirclesIsWithinAMinuteOfNOAAOnEveryDayOfTheYear() throws {
        let plan = try Self.plan()
        let reference = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("Fixtures/sun-reference.txt"), encoding: .utf8
        ).split(separator: "\n")
        try #require(reference.count == plan.count, "the reference was written for this gazetteer")
        #expect(Set(plan.map(\.day)).count == Self.yearDays, "every day of the year is checked")
        var worst = (seconds: 0.0, row: 0)
        var failures = 0
        for (row, (item, line)) in zip(plan, reference).enumerated() {
            let fields = line.split(separator: " ")
            let offset = Int((item.longitude / 15).rounded()) * 3_600
            let day = LocalDate(daysSinceEpoch: Self.firstDay + item.day)
            let midnight = Double(day.daysSinceEpoch) * 86_400 - Double(offset)
            let place = Coordinates(latitude: item.latitude, longitude: item.longitude)!
            let events = [
                SunTimes.sunrise(at: place, on: day, utcOffsetSeconds: offset),
                SunTimes.sunset(at: place, on: day, utcOffsetSeconds: offset),
            ]
            for (field, mine) in zip(fields, events) {
                guard let expected = Double(field) else {
                    if mine != nil { failures += 1 }
                    continue
                }
                guard let mine else {
                    failures += 1
                    continue
                }
                let error = abs(mine.timeIntervalSince1970 - midnight - expected)
                if error > worst.seconds { worst = (error, row) }
                if error > 60 { failures += 1 }
            }
        }
        let at = plan[worst.row]
        #expect(
            failures == 0,
            "\(failures) of \(plan.count * 2) events differ by more than a minute or in whether they happen")
        #expect(
            worst.seconds <= 60,
            "worst \(worst.seconds) s at \(at.latitude), \(at.longitude) on day \(at.day) of 2026")
        print(
            "sun times: \(plan.count * 2) events, worst \(Int(worst.seconds)) s at \(at.latitude), \(at.longitude), day \(at.day)"
        )
    }
}
