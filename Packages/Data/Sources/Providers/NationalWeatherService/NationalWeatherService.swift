import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// The NWS's weather (api.weather.gov), under its terms: a User-Agent that names wxapp and a contact (the
/// HTTP client's), coordinates to four decimals, the point lookup kept for good (it does not change) and
/// the stations near a point for a day; a 500 or 503 (which the HTTP client has already asked again) fails
/// over. Every request goes to the configured server, built from the office and grid square the point
/// lookup named, never to a link a reply holds.
public struct NationalWeatherService: CurrentWeatherService, ForecastService {
    typealias DTO = NationalWeatherServiceDTO

    private let connection: ServiceConnection
    /// The store of kept replies, the clock, the User-Agent and the logger.
    private let context: ProviderContext
    private let offsets: any UTCOffsetSource

    /// Asks the server `context.url` names (else api.weather.gov); `offsets` gives each place's offset from
    /// UTC, which the grid and the observations (all in UTC) do not.
    public init(context: ProviderContext, offsets: any UTCOffsetSource) {
        connection = ServiceConnection(
            urlName: AlertSource.nationalWeatherService.urlVariable,
            baseURL: context.url ?? NationalWeatherServiceAlerts.baseURL, http: context.http,
            monitor: context.monitor)
        self.context = context
        self.offsets = offsets
    }

    /// How long the stations near a grid square are kept.
    static let stationsLifetime: TimeInterval = 86_400
    /// An observation older than this is passed over for the next station's, where one is newer.
    static let recentObservation: TimeInterval = 2 * 3_600
    /// The nearest stations asked, at most, for a recent observation.
    static let stationsAsked = 3
    /// How far ahead of this machine's clock a station's clock may run: an observation dated further ahead
    /// is not believed to be the latest.
    static let clockSlack: TimeInterval = 600
    static let noStation = WeatherError.unreadableResponse(
        detail: "the NWS lists no observation station near the point")

    /// The latest observation of the nearest station that has a recent one with a temperature (of the
    /// three nearest); else, of the observations had, the newest with a temperature, else the newest. An
    /// observation dated ahead of now is passed over; a station that fails is passed over for the next.
    public func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        let grid = try await self.grid(at: coordinates)
        let stations = try await kept(
            "gridpoints/\(grid.office)/\(grid.x),\(grid.y)/stations", for: Self.stationsLifetime
        ) { (reply: DTO.StationsReply) throws(WeatherError) in
            let near = reply.stations(near: coordinates)
            guard !near.isEmpty else {
                throw Self.noStation
            }
            return near
        }
        var had: [CurrentWeather] = []
        var failure: WeatherError?
        for station in stations.prefix(Self.stationsAsked) {
            do throws(WeatherError) {
                let reply: DTO.ObservationReply = try await get(
                    "stations/\(station.identifier)/observations/latest")
                let weather = try reply.currentWeather(at: coordinates, station: station, offsets: offsets)
                let age = context.clock.now.timeIntervalSince(weather.observedAt)
                guard age >= -Self.clockSlack else {
                    let ahead = "\(Int(-age / 60)) min ahead of this machine's clock"
                    throw .unreadableResponse(
                        detail: "\(station.identifier)'s latest observation is dated \(ahead)")
                }
                if weather.temperature != nil, age <= Self.recentObservation { return weather }
                context.logger.debug(
                    "NWS: \(station.identifier) has no recent observation with a temperature")
                had.append(weather)
            } catch {
                context.logger.debug("NWS: \(station.identifier) failed: \(error)")
                failure = failure ?? error
            }
        }
        let newest = { (one: CurrentWeather, other: CurrentWeather) in one.observedAt < other.observedAt }
        if let weather = had.filter({ $0.temperature != nil }).max(by: newest) ?? had.max(by: newest) {
            return weather
        }
        throw failure ?? Self.noStation
    }

    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        let grid = try await self.grid(at: coordinates)
        let reply: DTO.GridpointReply = try await get("gridpoints/\(grid.office)/\(grid.x),\(grid.y)")
        guard reply.isGrid(office: grid.office, x: grid.x, y: grid.y) else {
            throw .unreadableResponse(
                detail: "the NWS sent another grid square than \(grid.office) \(grid.x),\(grid.y)")
        }
        return try reply.forecast(at: coordinates, now: context.clock.now, offsets: offsets)
    }

    /// The office and grid square of `coordinates`, from the point lookup, kept for good once made.
    private func grid(at coordinates: Coordinates) async throws(WeatherError) -> (
        office: String, x: Int, y: Int
    ) {
        let point = "\(AlertPoint.text(coordinates.latitude)),\(AlertPoint.text(coordinates.longitude))"
        return try await kept("points/\(point)", for: nil) { (reply: DTO.PointReply) throws(WeatherError) in
            // The lookup answers for the point asked, rounded to four decimals (metres away), or not at all.
            if let answered = reply.geometry?.position, answered.kilometres(to: coordinates) > 1 {
                throw .unreadableResponse(
                    detail:
                        "the NWS point lookup answered for \(answered.latitude),\(answered.longitude), not \(point)"
                )
            }
            let office = reply.properties.gridId
            guard (2...4).contains(office.count), office.allSatisfy({ $0.isASCII && $0.isLetter }),
                (0...9_999).contains(reply.properties.gridX.value),
                (0...9_999).contains(reply.properties.gridY.value)
            else {
                throw .unreadableResponse(
                    detail: "the NWS point lookup names no grid square wxapp can ask for")
            }
            return (office, reply.properties.gridX.value, reply.properties.gridY.value)
        }
    }

    /// The reply at `path` as `read` takes it, kept and reused for `lifetime` seconds (for good when nil).
    /// Only a reply `read` takes is kept, and a kept one it refuses is asked for again: one wrong reply is
    /// never kept for good.
    private func kept<Reply: Decodable, Value>(
        _ path: String, for lifetime: TimeInterval?, _ read: (Reply) throws(WeatherError) -> Value
    ) async throws(WeatherError) -> Value {
        let url = try connection.url(path, query: [])
        let key = url.absoluteString
        let now = context.clock.now
        if let kept = try await context.replies.keptReply(for: key), kept.expires.map({ now < $0 }) ?? false {
            do throws(WeatherError) {
                return try read(try decode(kept.body))
            } catch {
                context.logger.debug("NWS: the kept reply of \(path) is refused, asked again: \(error)")
            }
        }
        let body = try await fetch(url)
        let value = try read(try decode(body))
        // Kept for good is kept for a century: the store forgets replies a day after they expire.
        let expires = now.addingTimeInterval(lifetime ?? 100 * 365 * 86_400)
        try await context.replies.keep(
            KeptReply(body: body, expires: expires, lastModified: nil), for: key, now: now)
        return value
    }

    private func get<Reply: Decodable>(_ path: String) async throws(WeatherError) -> Reply {
        try decode(try await fetch(try connection.url(path, query: [])))
    }

    /// The body of a successful reply to `url`.
    private func fetch(_ url: URL) async throws(WeatherError) -> Data {
        let response = try await connection.get(url, headers: ["Accept": "application/geo+json"])
        try statusPolicy(for: url).check(response, now: context.clock.now)
        return response.body
    }

    /// What the NWS's statuses mean: 404 names a point outside its grid, or a path it has no data at; 403
    /// refuses the User-Agent sent.
    private func statusPolicy(for url: URL) -> ServiceStatusPolicy {
        let (provider, userAgent) = (WeatherProvider.nationalWeatherService, context.userAgent)
        return ServiceStatusPolicy(
            service: "the NWS",
            forbidden: { _ in .userAgentRefused(service: provider.displayName, userAgent: userAgent) },
            notFound: { response in
                let problem = try? JSONDecoder().decode(DTO.Problem.self, from: response.body)
                switch problem?.name {
                case "InvalidPoint", "MarineForecastNotSupported":
                    return .outsideReach(provider: provider.displayName, area: provider.reach.area)
                default:
                    return .unreadableResponse(
                        detail: "the NWS has no \(url.path) (\(problem?.title ?? "HTTP 404"))")
                }
            })
    }

    private func decode<Reply: Decodable>(_ body: Data) throws(WeatherError) -> Reply {
        do {
            return try JSONDecoder().decode(Reply.self, from: body)
        } catch {
            context.logger.debug("undecodable NWS reply: \(error)")
            throw .unreadableResponse(detail: "the NWS reply is not the JSON expected")
        }
    }
}
