import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// The weather of past days from Open-Meteo (no key): its historical weather API (ERA5, from 1940) for days
/// the archive holds, its forecast API's record of the last days for the rest. Each day is asked with the
/// day either side, as Open-Meteo cuts its days at the one offset the place keeps when it is asked, which
/// the place's own midnights of another season or of a day the clocks change do not match.
///
/// A request weighs as Open-Meteo counts its calls: 1.8 for the 18 variables of up to 14 days, and that
/// again for each further 14 days (about 48 for a year and the two days beside it).
public struct OpenMeteoPastWeatherService: PastWeatherService {
    /// The archive holds the days until about five days ago: the last seven days (by the place's calendar,
    /// a margin for Open-Meteo's delay and for the day beside them) are asked of the forecast API.
    public static let recentDays = 7

    private let archive: OpenMeteoClient
    private let forecasts: OpenMeteoClient

    /// `archiveURL` serves `/v1/archive`, `forecastURL` serves `/v1/forecast`; tests give one loopback URL.
    public init(
        archiveURL: URL, forecastURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) {
        archive = OpenMeteoClient(baseURL: archiveURL, http: http, monitor: monitor, logger: logger)
        forecasts = OpenMeteoClient(baseURL: forecastURL, http: http, monitor: monitor, logger: logger)
    }

    public func pastWeather(at coordinates: Coordinates, days: PastDays, today: LocalDate)
        async throws(WeatherError) -> [PastWeather.Reply]
    {
        let firstRecent = LocalDate(daysSinceEpoch: today.daysSinceEpoch - Self.recentDays)
        var replies: [PastWeather.Reply] = []
        if days.first < firstRecent {
            let archived = PastDays(
                first: days.first,
                last: min(days.last, LocalDate(daysSinceEpoch: firstRecent.daysSinceEpoch - 1)))
            if let archived {
                replies.append(try await reply(for: archived, at: coordinates, recent: false))
            }
        }
        if days.last >= firstRecent,
            let recent = PastDays(first: max(days.first, firstRecent), last: days.last)
        {
            replies.append(try await reply(for: recent, at: coordinates, recent: true))
        }
        return replies
    }

    /// The days `dates` with the day before and after (none before the archive's first), asked of the
    /// forecast API when `recent`, else of the archive.
    private func reply(for dates: PastDays, at coordinates: Coordinates, recent: Bool)
        async throws(WeatherError) -> PastWeather.Reply
    {
        let first = max(PastDays.earliest, LocalDate(daysSinceEpoch: dates.first.daysSinceEpoch - 1))
        let last = LocalDate(daysSinceEpoch: dates.last.daysSinceEpoch + 1)
        let service = recent ? "Open-Meteo's record of recent days" : "Open-Meteo's weather archive"
        let what = recent ? "recent days" : "weather archive"
        let extra = recent ? ["showers"] : []
        let query = [
            URLQueryItem(name: "latitude", value: String(coordinates.latitude)),
            URLQueryItem(name: "longitude", value: String(coordinates.longitude)),
            URLQueryItem(name: "start_date", value: first.isoText),
            URLQueryItem(name: "end_date", value: last.isoText),
            URLQueryItem(
                name: "hourly", value: (OpenMeteoPastDTO.hourlyVariables + extra).joined(separator: ",")),
            URLQueryItem(
                name: "daily",
                value: (OpenMeteoPastDTO.dailyVariables + extra.map { $0 + "_sum" }).joined(separator: ",")),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
            URLQueryItem(name: "wind_speed_unit", value: "ms"),
        ]
        do throws(WeatherError) {
            let reply = try await (recent ? forecasts : archive).get(
                OpenMeteoPastDTO.self, recent ? "v1/forecast" : "v1/archive", query: query,
                asked: coordinates,
                what: what)
            let askedDays = last.daysSinceEpoch - first.daysSinceEpoch + 1
            return try reply.toDomain(
                dates: dates, askedDays: askedDays, reply: "the Open-Meteo \(what) reply")
        } catch {
            throw error.failing(service)
        }
    }
}
