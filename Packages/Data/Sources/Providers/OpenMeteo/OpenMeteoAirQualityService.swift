import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// Open-Meteo's air-quality API (CAMS Europe and global; no key needed), whichever provider gives the weather.
public struct OpenMeteoAirQualityService: AirQualityService {
    public static let baseURL = URL(string: "https://air-quality-api.open-meteo.com")!

    private let client: OpenMeteoClient

    public init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        client = OpenMeteoClient(baseURL: baseURL, http: http, monitor: monitor, logger: logger)
    }

    public func airQuality(at coordinates: Coordinates) async throws(WeatherError) -> AirQuality {
        do throws(WeatherError) {
            return try await fetchAirQuality(at: coordinates)
        } catch {
            throw error.failing("Open-Meteo's air-quality service")
        }
    }

    private func fetchAirQuality(at coordinates: Coordinates) async throws(WeatherError) -> AirQuality {
        let reply = try await client.get(
            OpenMeteoAirQualityDTO.self, "v1/air-quality",
            query: [
                URLQueryItem(name: "latitude", value: String(coordinates.latitude)),
                URLQueryItem(name: "longitude", value: String(coordinates.longitude)),
                URLQueryItem(
                    name: "current", value: OpenMeteoAirQualityDTO.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "hourly", value: "uv_index"),
                URLQueryItem(name: "forecast_days", value: "1"),
                URLQueryItem(name: "timezone", value: "auto"),
                URLQueryItem(name: "timeformat", value: "unixtime"),
            ], what: "air quality")
        return reply.toDomain(at: coordinates)
    }
}
