import Domain
import FoundationEssentials
import ProviderKit

extension OpenWeatherMapService {
    public var forecastService: PointService<Forecast> {
        .onePerRequest { point, _ throws(WeatherError) in try await forecast(at: point) }
    }

    /// The free 5 day / 3 hour forecast (never the paid daily one), in SI units.
    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        try await reply("data/2.5/forecast", at: coordinates, as: ForecastDTO.self, what: "forecast")
            .toDomain()
    }
}
