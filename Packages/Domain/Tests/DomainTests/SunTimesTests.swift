import Domain
import Foundation
import Testing

/// Computed sun times against an independent computation, to two minutes, and their invariants everywhere.
struct SunTimesTests {
    /// Every row of Fixtures/sun-times-astral.tsv: ten places from the equator to beyond 60°, on the 1st
    /// and 15th of each month of 2026, as the astral package computes them.
    static func referenceRows() throws -> [[Substring]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/sun-times-astral.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
    }

    @Test func sunTimesMatchAnIndependentComputationWithinTwoMinutesOrThreeBeyondSixtyDegrees() throws {
        let rows = try Self.referenceRows()
        #expect(rows.count > 200)
        for row in rows {
            let (latitude, longitude) = (Double(row[1])!, Double(row[2])!)
            let offset = Int(row[3])!
            let sunrise = TimeInterval(row[5])!
            let sunset = TimeInterval(row[6])!
            // Noon of the local day asked about.
            let moment = Date(timeIntervalSince1970: (sunrise + sunset) / 2)
            let times = try #require(
                SunTimes(
                    at: Coordinates(latitude: latitude, longitude: longitude)!, onDayContaining: moment,
                    utcOffsetSeconds: offset), "\(row)")
            // The sun grazes the horizon beyond 60°, where a hundredth of a degree moves sunset by a minute.
            let tolerance: TimeInterval = abs(latitude) < 60 ? 120 : 180
            #expect(
                abs(times.sunrise.timeIntervalSince1970 - sunrise) <= tolerance, "\(row[0]) \(row[4]) sunrise"
            )
            #expect(
                abs(times.sunset.timeIntervalSince1970 - sunset) <= tolerance, "\(row[0]) \(row[4]) sunset")
        }
    }

    @Test func everyDayOfAYearHasItsSunTimesOnThatLocalDayOrNoneWherePolar() {
        for latitude in stride(from: -89.0, through: 89.0, by: 7.0) {
            for longitude in stride(from: -180.0, through: 180.0, by: 45.0) {
                let offset = Int((longitude / 15).rounded()) * 3_600
                for day in 0..<366 {
                    let moment = Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400)
                    let coordinates = Coordinates(latitude: latitude, longitude: longitude)!
                    let polar = PolarDaylight(latitude: latitude, on: moment)
                    guard
                        let times = SunTimes(
                            at: coordinates, onDayContaining: moment, utcOffsetSeconds: offset)
                    else {
                        #expect(
                            abs(latitude) > 60, "no sun times at \(latitude), \(longitude) on day \(day)")
                        continue
                    }
                    #expect(polar == nil, "sun times on a polar day at \(latitude) on day \(day)")
                    #expect(times.sunrise < times.sunset)
                    let local = LocalDate(containing: moment, utcOffsetSeconds: offset)
                    #expect(
                        LocalDate(
                            containing: times.sunrise.addingTimeInterval(
                                times.sunset.timeIntervalSince(times.sunrise) / 2), utcOffsetSeconds: offset)
                            == local, "solar noon on another day at \(latitude), \(longitude), day \(day)")
                }
            }
        }
    }
}
