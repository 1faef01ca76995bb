import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// The NWS's weather (api.weather.gov), under its terms: a User-Agent that names wxapp and a contact (the
/// HTTP client's), coordinates to four decimals, the point lookup kept for a week (grids realign) and
/// the stations near a point for a day; times in the zone the point lookup states; a 500 or 503 (which the HTTP client has already asked again) fails
/// over. Every request goes to the configured server, built from the office and grid square the point
/// lookup named, never to a link a reply holds.
public struct NationalWeatherService: WeatherAndForecasts {
    typealias DTO = NationalWeatherServiceDTO

    let connection: ServiceConnection
    /// The store of kept replies, the clock, the User-Agent and the logger.
    let context: ProviderContext
    private let offsets: any UTCOffsetSource

    /// Asks the server `context.url` names (else api.weather.gov); `offsets` gives each place's offset from
    /// UTC, which the grid and the observations (all in UTC) do not.
    public init(context: ProviderContext, offsets: any UTCOffsetSource) {
        connection = ServiceConnection(
            urlName: AlertSource.nationalWeatherService.urlVariable,
            baseURL: context.url ?? NationalWeatherServiceAlerts.baseURL, http: context.http,
            monitor: context.monitor, logger: context.logger)
        self.context = context
        self.offsets = offsets
    }

    /// How long the stations near a grid square are kept.
    static let stationsLifetime: TimeInterval = 86_400
    /// How long a point lookup is kept: NWS grids realign without notice (an office's square can move, turn
    /// marine or become invalid), so it is asked again after a week, and at once when its square answers 404.
    static let pointLifetime: TimeInterval = 7 * 86_400
    /// How long after it was issued a forecast grid is believed: a day. Offices issue their grids several
    /// times a day, and the NWS itself refuses a grid not issued anew (`ForecastGridExpired`, answered for
    /// grids issued a day before) on its own forecast paths, but not on the grid's.
    static let gridLifetime: TimeInterval = 86_400
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
        try await onGrid(at: coordinates) { grid throws(WeatherError) in
            try await currentWeather(at: coordinates, on: grid)
        }
    }

    private func currentWeather(at coordinates: Coordinates, on grid: Grid) async throws(WeatherError)
        -> CurrentWeather
    {
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
                let weather = try reply.currentWeather(
                    at: coordinates, station: station, offsets: offsets(on: grid)
                ).statingTimeZone(zone(of: grid))
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

    /// The forecast grid of the point's square, hour by hour; a grid issued more than `gridLifetime` ago
    /// is refused as the NWS's fault.
    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        try await onGrid(at: coordinates) { grid throws(WeatherError) in
            let reply: DTO.GridpointReply = try await get("gridpoints/\(grid.office)/\(grid.x),\(grid.y)")
            guard reply.isGrid(office: grid.office, x: grid.x, y: grid.y) else {
                throw .unreadableResponse(
                    detail: "the NWS sent another grid square than \(grid.office) \(grid.x),\(grid.y)")
            }
            if let age = reply.age(at: context.clock.now), age > Self.gridLifetime {
                throw .expiredForecast(
                    provider: WeatherProvider.nationalWeatherService.displayName, ageSeconds: Int(age))
            }
            return try reply.forecast(at: coordinates, now: context.clock.now, offsets: offsets(on: grid))
                .statingTimeZone(zone(of: grid))
        }
    }

    /// An office's grid square, as the point lookup names it, and the time zone the lookup states for the
    /// point.
    struct Grid: Equatable, Sendable {
        let office: String
        let x: Int
        let y: Int
        var timeZone: String? = nil
    }

    /// The offsets of the place on `grid`: those of the zone its point lookup states, else the place's.
    private func offsets(on grid: Grid) -> any UTCOffsetSource {
        offsets.stating(grid.timeZone)
    }

    /// The zone the point lookup of `grid` states, when it is one wxapp knows.
    private func zone(of grid: Grid) -> String? {
        grid.timeZone.flatMap {
            offsets.utcOffsetSeconds(inZone: $0, on: context.clock.now) != nil ? $0 : nil
        }
    }

    /// What `body` gives on the grid square of `coordinates`. When a kept square answers 404 (its grid
    /// realigned), the point is looked up again at once and `body` is asked once more, on the new square.
    /// A point the NWS answers it has no data at (`InvalidPoint`, `MarineForecastNotSupported`) is outside its
    /// reach only where the reach says so; inside, its answer is its own fault, which fails over.
    private func onGrid<T>(at coordinates: Coordinates, _ body: (Grid) async throws(WeatherError) -> T)
        async throws(WeatherError) -> T
    {
        do throws(WeatherError) {
            let (grid, wasKept) = try await self.grid(at: coordinates, fresh: false)
            do throws(WeatherError) {
                return try await body(grid)
            } catch  where wasKept && (error == Self.squareGone(grid) || error.isPointNotServed) {
                context.logger.debug(
                    "NWS: the kept square \(grid.office) \(grid.x),\(grid.y) is gone; looking up again")
                return try await body(try await self.grid(at: coordinates, fresh: true).grid)
            }
        } catch
            where error.isPointNotServed
            && !WeatherProvider.nationalWeatherService.reach.contains(coordinates)
        {
            let provider = WeatherProvider.nationalWeatherService
            throw .outsideReach(provider: provider.displayName, area: provider.reach.area)
        }
    }

    /// The grid square a `/gridpoints/{office}/{x},{y}...` path asks about, if it is one.
    static func square(in path: String) -> Grid? {
        let parts = path.split(separator: "/")
        guard let index = parts.firstIndex(of: "gridpoints"), parts.count > index + 2 else { return nil }
        let xy = parts[index + 2].split(separator: ",")
        guard xy.count == 2, let x = Int(xy[0]), let y = Int(xy[1]) else { return nil }
        return Grid(office: String(parts[index + 1]), x: x, y: y)
    }

    /// A square the NWS no longer has (HTTP 404 on its path): the point lookup that named it is stale.
    static func squareGone(_ grid: Grid) -> WeatherError {
        .unreadableResponse(detail: "the NWS has no grid square \(grid.office) \(grid.x),\(grid.y) any more")
    }

    /// The office and grid square of `coordinates`, from the point lookup, kept for `pointLifetime` (asked
    /// anew when `fresh`), and whether it was the kept one.
    private func grid(at coordinates: Coordinates, fresh: Bool) async throws(WeatherError) -> (
        grid: Grid, wasKept: Bool
    ) {
        let point = "\(AlertPoint.text(coordinates.latitude)),\(AlertPoint.text(coordinates.longitude))"
        let (grid, wasKept) = try await kept("points/\(point)", for: Self.pointLifetime, fresh: fresh) {
            (reply: DTO.PointReply) throws(WeatherError) in
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
            return Grid(
                office: office, x: reply.properties.gridX.value, y: reply.properties.gridY.value,
                timeZone: reply.properties.timeZone.flatMap { ZoneInfo.isZoneName($0) ? $0 : nil })
        }
        return (grid, wasKept)
    }

    /// The reply at `path` as `read` takes it, kept and reused for `lifetime` seconds.
    private func kept<Reply: Decodable, Value>(
        _ path: String, for lifetime: TimeInterval, _ read: (Reply) throws(WeatherError) -> Value
    ) async throws(WeatherError) -> Value {
        try await kept(path, for: lifetime, fresh: false, read).value
    }

    /// The reply at `path` as `read` takes it, kept and reused for `lifetime` seconds unless `fresh`, and
    /// whether it was the kept one. Only a reply `read` takes is kept, and a kept one it refuses is asked for
    /// again: one wrong reply is never kept.
    private func kept<Reply: Decodable, Value>(
        _ path: String, for lifetime: TimeInterval, fresh: Bool, _ read: (Reply) throws(WeatherError) -> Value
    ) async throws(WeatherError) -> (value: Value, wasKept: Bool) {
        let url = try connection.url(path, query: [])
        let key = url.absoluteString
        let now = context.clock.now
        if !fresh, let kept = try await context.replies.copy(key), kept.isReusable(at: now) {
            do throws(WeatherError) {
                return (try read(try decode(kept.body)), true)
            } catch {
                context.logger.debug("NWS: the kept reply of \(path) is refused, asked again: \(error)")
            }
        }
        let body = try await fetch(url)
        let value = try read(try decode(body))
        try await context.replies.keep(
            KeptReply(
                url: key, body: body, expires: now.addingTimeInterval(lifetime), lastModified: nil,
                keptAt: now))
        return (value, false)
    }
}
