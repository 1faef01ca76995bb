import Foundation
import Testing

@testable import Domain

/// The one table of bounds, checked at every edge: just inside is believed, just outside is unreadable.
struct PhysicalBoundsTests {
    static let now = Date(timeIntervalSince1970: 1_764_000_000)

    static func readings(
        kelvin: Double = 290, feelsLike: Double? = nil, humidity: Double? = nil, dewPoint: Double? = nil,
        pressure: Double? = nil,
        wind: Double? = nil, gust: Double? = nil, clouds: Double? = nil, visibility: Double? = nil,
        rain: Double? = nil, snow: Double? = nil
    ) -> Readings {
        Readings(
            conditions: [], temperature: Temperature(kelvin: kelvin),
            feelsLike: feelsLike.map(Temperature.init(kelvin:)),
            minimum: nil, maximum: nil, pressure: pressure.map(Pressure.init(hectopascals:)),
            humidity: humidity.map(Humidity.init(percent:)),
            dewPoint: dewPoint.map(Temperature.init(kelvin:)),
            wind: Wind(
                speed: wind.map(Speed.init(metresPerSecond:)), directionDegrees: nil,
                gust: gust.map(Speed.init(metresPerSecond:))),
            clouds: clouds.map(Clouds.init(coverPercent:)),
            visibility: visibility.map(Distance.init(metres:)),
            rain: rain.map(Precipitation.init(millimetres:)), snow: snow.map(Precipitation.init(millimetres:))
        )
    }

    /// (the readings, whether they are plausible)
    @Test(arguments: [
        (readings(kelvin: 150), true), (readings(kelvin: 149.99), false), (readings(kelvin: 350), true),
        (readings(kelvin: 350.01), false), (readings(kelvin: .nan), false),
        (readings(feelsLike: 149), false), (readings(feelsLike: 300), true),
        (readings(dewPoint: 149), false), (readings(dewPoint: 280), true),
        (readings(dewPoint: .infinity), false),
        (readings(humidity: 0), true), (readings(humidity: 100), true), (readings(humidity: -0.1), false),
        (readings(humidity: 100.1), false),
        (readings(pressure: 800), true), (readings(pressure: 1_100), true),
        (readings(pressure: 799.9), false),
        (readings(pressure: 1_100.1), false),
        (readings(wind: 0), true), (readings(wind: -0.1), false), (readings(wind: 150), true),
        (readings(wind: 150.1), false), (readings(gust: -1), false),
        (readings(clouds: 100), true), (readings(clouds: 101), false), (readings(visibility: -1), false),
        (readings(rain: 0), true), (readings(rain: -0.1), false), (readings(snow: -0.1), false),
        (readings(), true),
    ])
    func readingsInsideTheBoundsAreBelievedAndOutsideAreNot(readings: Readings, plausible: Bool) {
        #expect(
            (readings.implausibleReading == nil) == plausible, "\(readings.implausibleReading ?? "plausible")"
        )
    }

    @Test(arguments: [
        (946_684_800.0, true), (946_684_799.0, false), (1_764_000_000.0 + 86_400, true),
        (1_764_000_000.0 + 86_401, false), (1e300, false),
    ])
    func observationTimesFrom2000ToADayAheadAreBelieved(seconds: Double, plausible: Bool) {
        let weather = CurrentWeather(
            readings: Self.readings(), sunrise: nil, sunset: nil,
            observedAt: Date(timeIntervalSince1970: seconds),
            utcOffsetSeconds: 0)

        #expect((weather.implausibility(at: Self.now) == nil) == plausible)
    }
}
