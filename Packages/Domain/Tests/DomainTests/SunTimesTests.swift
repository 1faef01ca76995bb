import Domain
import Foundation
import Testing

/// Computed sun times' invariants everywhere (their accuracy: `SunTimesReferenceTests`).
struct SunTimesTests {
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
