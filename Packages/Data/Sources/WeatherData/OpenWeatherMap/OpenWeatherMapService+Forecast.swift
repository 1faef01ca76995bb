import Domain
import FoundationEssentials

extension OpenWeatherMapService: ForecastService {
    /// The free 5 day / 3 hour forecast (never the paid daily one), in SI units.
    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        let body = try await get(
            "data/2.5/forecast",
            query: [
                URLQueryItem(name: "lat", value: String(coordinates.latitude)),
                URLQueryItem(name: "lon", value: String(coordinates.longitude)),
                URLQueryItem(name: "units", value: OpenWeatherMapReadings.requestedUnits),
            ],
            subject: "\(coordinates.latitude),\(coordinates.longitude)")
        return try decode(ForecastDTO.self, from: body, what: "forecast").toDomain()
    }
}
