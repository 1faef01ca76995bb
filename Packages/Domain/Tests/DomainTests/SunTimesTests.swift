import Domain
import Foundation
import Testing

/// Computed sun times against those a service published, to two minutes, and their invariants everywhere.
struct SunTimesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let coordinates: Coordinates
        let utcOffsetSeconds: Int
        /// A moment of the local day asked about.
        let moment: TimeInterval
        let sunrise: TimeInterval
        let sunset: TimeInterval
        var testDescription: String { name }
    }

    static let cases = [
        // Open-Meteo's daily sunrise and sunset for Tokyo on 2024-06-08 (JST).
        Case(
            name: "Tokyo, June", coordinates: Coordinates(latitude: 35.7, longitude: 139.6875),
            utcOffsetSeconds: 32_400, moment: 1_717_815_600, sunrise: 1_717_789_234, sunset: 1_717_841_012)
    ]

    @Test(arguments: cases)
    func sunTimesMatchPublishedOnesWithinTwoMinutes(_ sample: Case) throws {
        let times = try #require(
            SunTimes(
                at: sample.coordinates, onDayContaining: Date(timeIntervalSince1970: sample.moment),
                utcOffsetSeconds: sample.utcOffsetSeconds))
        #expect(abs(times.sunrise.timeIntervalSince1970 - sample.sunrise) <= 120, "\(times.sunrise)")
        #expect(abs(times.sunset.timeIntervalSince1970 - sample.sunset) <= 120, "\(times.sunset)")
    }

    @Test func everyDayOfAYearHasItsSunTimesOnThatLocalDayOrNoneWherePolar() {
        for latitude in stride(from: -89.0, through: 89.0, by: 7.0) {
            for longitude in stride(from: -180.0, through: 180.0, by: 45.0) {
                let offset = Int((longitude / 15).rounded()) * 3_600
                for day in 0..<366 {
                    let moment = Date(timeIntervalSince1970: 1_767_225_600 + Double(day) * 86_400)
                    let coordinates = Coordinates(latitude: latitude, longitude: longitude)
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
