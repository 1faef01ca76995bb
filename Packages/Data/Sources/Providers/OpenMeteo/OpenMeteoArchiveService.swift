import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// Open-Meteo's historical weather API (ERA5 reanalysis; no key needed): thirty years of daily highs and
/// lows in one request, weighted as about 157 API calls (2 variables × 10,958 days).
public struct OpenMeteoArchiveService: ClimateArchiveService {
    public static let baseURL = URL(string: "https://archive-api.open-meteo.com")!

    private let client: OpenMeteoClient

    public init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        client = OpenMeteoClient(baseURL: baseURL, http: http, monitor: monitor, logger: logger)
    }

    public func measuredDays(at coordinates: Coordinates) async throws(WeatherError)
        -> [ClimateNormals.Measured]
    {
        do throws(WeatherError) {
            return try await fetchMeasuredDays(at: coordinates)
        } catch {
            throw error.failing("Open-Meteo's climate archive")
        }
    }

    private func fetchMeasuredDays(at coordinates: Coordinates) async throws(WeatherError)
        -> [ClimateNormals.Measured]
    {
        let reply = try await client.get(
            OpenMeteoArchiveDTO.self, "v1/archive",
            query: [
                URLQueryItem(name: "latitude", value: String(coordinates.latitude)),
                URLQueryItem(name: "longitude", value: String(coordinates.longitude)),
                URLQueryItem(name: "start_date", value: "\(ClimateNormals.firstYear)-01-01"),
                URLQueryItem(name: "end_date", value: "\(ClimateNormals.lastYear)-12-31"),
                URLQueryItem(name: "daily", value: "temperature_2m_max,temperature_2m_min"),
                URLQueryItem(name: "timezone", value: "auto"),
            ], what: "climate archive")
        return try reply.measuredDays()
    }
}

/// Open-Meteo's `/v1/archive` reply: ISO dates and °C.
struct OpenMeteoArchiveDTO: Decodable, Sendable {
    struct Daily: Decodable, Sendable {
        let time: [String]
        let maximum: [Double?]
        let minimum: [Double?]

        enum CodingKeys: String, CodingKey {
            case time
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
        }
    }

    let daily: Daily
    let dailyUnits: [String: String]?

    enum CodingKeys: String, CodingKey {
        case daily
        case dailyUnits = "daily_units"
    }

    func measuredDays() throws(WeatherError) -> [ClimateNormals.Measured] {
        for unit in [dailyUnits?["temperature_2m_max"], dailyUnits?["temperature_2m_min"]] {
            if let unit, unit != "°C" {
                throw .unreadableResponse(detail: "the climate archive gives temperatures in \(unit), not °C")
            }
        }
        guard daily.maximum.count == daily.time.count, daily.minimum.count == daily.time.count else {
            throw .unreadableResponse(detail: "the climate archive's columns are not of one length")
        }
        return daily.time.indices.compactMap { index in
            Self.date(daily.time[index]).map {
                ClimateNormals.Measured(
                    date: $0, highCelsius: daily.maximum[index], lowCelsius: daily.minimum[index])
            }
        }
    }

    /// "1991-01-01" as a calendar day; nil for anything else ("1991--01-01", "+1991-01-01", "1991-01-01-").
    static func date(_ text: String) -> LocalDate? {
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 3,
            pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        let parts = pieces.compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return LocalDate(year: parts[0], month: parts[1], day: parts[2])
    }
}
