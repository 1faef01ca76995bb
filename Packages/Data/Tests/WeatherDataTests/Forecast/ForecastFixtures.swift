import Domain
import Foundation
import ProviderKit
import Synchronization
import WeatherData

extension Fixtures {
    static func forecastEntry(
        hours: Double, kelvin: Double = 285, conditions: [WeatherCondition] = [cloudy], pop: Double? = 0.4,
        rain: Double? = 0.5, snow: Double? = nil
    ) -> ForecastEntry {
        ForecastEntry(
            time: epoch.addingTimeInterval(hours * 3_600),
            readings: Readings(
                conditions: conditions,
                temperature: Temperature(kelvin: kelvin), feelsLike: Temperature(kelvin: kelvin - 1),
                minimum: Temperature(kelvin: kelvin - 0.5), maximum: Temperature(kelvin: kelvin + 0.5),
                pressure: Pressure(hectopascals: 1_010), humidity: Humidity(percent: 80), dewPoint: nil,
                wind: Wind(speed: Speed(metresPerSecond: 5), directionDegrees: 200, gust: nil),
                clouds: Clouds(coverPercent: 60), visibility: nil,
                rain: rain.map(Precipitation.init(millimetres:)),
                snow: snow.map(Precipitation.init(millimetres:))),
            precipitationProbability: pop)!
    }

    /// Three steps: clouds and rain, then two conditions and snow, then nothing optional at all.
    static func forecast(kelvin: Double = 285, utcOffsetSeconds: Int = 32_400) -> Forecast {
        Forecast(
            entries: [
                forecastEntry(hours: 3, kelvin: kelvin),
                forecastEntry(
                    hours: 6, kelvin: kelvin + 2, conditions: [drizzle, cloudy], rain: nil, snow: 1.25),
                forecastEntry(hours: 9, kelvin: kelvin - 3, conditions: [], pop: nil, rain: nil),
            ],
            utcOffsetSeconds: utcOffsetSeconds, sunrise: epoch.addingTimeInterval(-20_000),
            sunset: epoch.addingTimeInterval(20_000))
    }
}

/// Serves forecasts from a table keyed by latitude, or fails as the test says; counts calls.
final class StubForecastService: TestWeatherSource {
    private let state = Mutex<(replies: [Double: Result<Forecast, WeatherError>], calls: [Coordinates])>(
        ([:], []))

    var calls: [Coordinates] { state.withLock { $0.calls } }

    func set(_ place: Place, _ reply: Result<Forecast, WeatherError>) {
        state.withLock { $0.replies[place.coordinates.latitude] = reply }
    }

    func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        let reply = state.withLock { state in
            state.calls.append(coordinates)
            return state.replies[coordinates.latitude]
        }
        guard let reply else { throw .placeNotFound(query: "\(coordinates)") }
        return try reply.get()
    }
}
