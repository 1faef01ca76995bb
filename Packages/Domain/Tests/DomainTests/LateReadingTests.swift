import Foundation
import Testing

@testable import Domain

/// A reading already old when fetched is late, and shown as stale: past an hour for a model's reading, past
/// two for a station's measurement, which comes hourly and is published minutes after.
struct LateReadingTests {
    static let station = ObservationStation(
        identifier: "KNYC", name: "Central Park", distance: Distance(metres: 8_000))

    static func report(observedMinutesBeforeFetch minutes: Double, station: ObservationStation?)
        -> WeatherReport
    {
        let weather = Stub.weather()
        let measured = CurrentWeather(
            readings: weather.readings, sunrise: nil, sunset: nil, observedAt: weather.observedAt,
            utcOffsetSeconds: 0, station: station)
        return WeatherReport(
            place: Stub.place("New York City", "US"), weather: measured,
            fetchedAt: weather.observedAt.addingTimeInterval(minutes * 60), origin: .network)
    }

    @Test(arguments: [(59.0, false), (61.0, true), (119.0, true), (121.0, true)])
    func aModelsReadingIsLatePastAnHour(_ minutes: Double, _ late: Bool) {
        #expect(Self.report(observedMinutesBeforeFetch: minutes, station: nil).wasLateWhenFetched == late)
    }

    @Test(arguments: [(59.0, false), (61.0, false), (119.0, false), (121.0, true)])
    func aStationsMeasurementIsLatePastTwoHours(_ minutes: Double, _ late: Bool) {
        let report = Self.report(observedMinutesBeforeFetch: minutes, station: Self.station)
        #expect(report.wasLateWhenFetched == late)
        #expect(report.isStale(at: report.fetchedAt, lifetime: 600) == late)
    }
}
