import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit
import Synchronization

/// MET Norway's Locationforecast 2.0 (`complete`: it adds gusts to `compact`), global and keyless, under
/// its terms: coordinates to four decimals, no request before a reply's `Expires` unless the user asks for
/// fresh data, then `If-Modified-Since`; a limit it sets is honoured through the shared status policy.
/// The User-Agent that names wxapp and a contact is the HTTP client's; a 403 says it was refused.
public struct MetNorwayService: WeatherAndForecasts {
    public static let baseURL = URL(string: "https://api.met.no")!
    static let path = "weatherapi/locationforecast/2.0/complete"
    /// The variable that points MET Norway's services at another server, for tests and mirrors.
    static let urlVariable = "WXAPP_METNO_URL"

    private let connection: ServiceConnection
    private let replies: KeptReplies
    private let clock: any WallClock
    private let offsets: any UTCOffsetSource
    private let userAgent: String

    /// `replies` keeps each reply until it expires; `offsets` gives each place's offset from UTC, which
    /// MET Norway's replies (all in UTC) do not; `userAgent` is what the HTTP client sends, for messages.
    public init(
        baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, replies: KeptReplies,
        clock: any WallClock, offsets: any UTCOffsetSource, userAgent: String, logger: Logger
    ) {
        connection = ServiceConnection(
            urlName: Self.urlVariable, baseURL: baseURL, http: http, monitor: monitor, logger: logger)
        self.replies = replies
        self.clock = clock
        self.offsets = offsets
        self.userAgent = userAgent
    }

    /// The longest wxapp reuses a reply, whatever its `Expires` says: a wrong clock or header on the
    /// service's side must not freeze the weather.
    static let longestReuse: TimeInterval = 2 * 3_600

    public func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        try await currentWeather(at: coordinates, demand: .usual)
    }

    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        try await forecast(at: coordinates, demand: .usual)
    }

    /// One request per place; `.refresh` revalidates a kept reply instead of reusing it.
    public var currentWeatherService: PointService<CurrentWeather> {
        .onePerRequest { point, demand throws(WeatherError) in
            try await currentWeather(at: point, demand: demand)
        }
    }

    public var forecastService: PointService<Forecast> {
        .onePerRequest { point, demand throws(WeatherError) in try await forecast(at: point, demand: demand) }
    }

    func currentWeather(at coordinates: Coordinates, demand: FetchDemand) async throws(WeatherError)
        -> CurrentWeather
    {
        let (reply, receivedAt) = try await reply(at: coordinates, demand: demand)
        return try reply.currentWeather(at: coordinates, now: clock.now, offsets: offsets).received(
            at: receivedAt)
    }

    func forecast(at coordinates: Coordinates, demand: FetchDemand) async throws(WeatherError) -> Forecast {
        let (reply, receivedAt) = try await reply(at: coordinates, demand: demand)
        return try reply.forecast(at: coordinates, offsets: offsets).received(at: receivedAt)
    }

    /// The forecast reply for `coordinates`, with when it was received when that was before now: the kept
    /// one while it has not expired, else asked for, with the kept one's `Last-Modified` so that an
    /// unchanged forecast comes back as 304 with no body (which counts as received now).
    private func reply(at coordinates: Coordinates, demand: FetchDemand) async throws(WeatherError) -> (
        MetNorwayForecastDTO, receivedAt: Date?
    ) {
        let url = try connection.url(
            Self.path,
            query: [
                URLQueryItem(name: "lat", value: Self.fourDecimals(coordinates.latitude)),
                URLQueryItem(name: "lon", value: Self.fourDecimals(coordinates.longitude)),
            ])
        let key = url.absoluteString
        let kept = try await replies.copy(key)
        if let kept, demand == .usual, kept.isReusable(at: clock.now), let expires = kept.expires {
            connection.logger.debug("MET Norway: reusing the reply kept until \(expires) for \(key)")
            return (try decode(kept.body), kept.keptAt)
        }
        let headers = kept?.lastModified.map { ["If-Modified-Since": $0] } ?? [:]
        let response = try await connection.get(url, headers: headers)
        try statusPolicy.check(response, now: clock.now)
        switch response.statusCode {
        case 304:
            guard let kept else {
                throw .unreadableResponse(detail: "MET Norway answered 304 to a request that kept nothing")
            }
            let reply = try decode(kept.body)
            try await replies.keep(
                KeptReply(
                    url: key, body: kept.body, expires: expiry(of: response),
                    lastModified: response.header("Last-Modified") ?? kept.lastModified, keptAt: clock.now))
            return (reply, nil)
        default:
            // MET Norway answers 203 for a product it will withdraw.
            if response.statusCode == 203 { warnOfDeprecation() }
            let reply = try decode(response.body)
            try await replies.keep(
                KeptReply(
                    url: key, body: response.body, expires: expiry(of: response),
                    lastModified: response.header("Last-Modified"), keptAt: clock.now))
            return (reply, nil)
        }
    }

    /// What MET Norway's statuses mean: 304 revalidates the kept reply; 403 refuses the User-Agent sent.
    private var statusPolicy: ServiceStatusPolicy {
        let (service, userAgent) = (WeatherProvider.metNorway.displayName, userAgent)
        return ServiceStatusPolicy(
            service: service, passing: [304],
            forbidden: { _ in .userAgentRefused(service: service, userAgent: userAgent) })
    }

    /// The reply's `Expires`, at most `longestReuse` from now.
    private func expiry(of response: HTTPResponse) -> Date? {
        response.header("Expires").flatMap(HTTPDate.parse).map {
            min($0, clock.now.addingTimeInterval(Self.longestReuse))
        }
    }

    private func decode(_ body: Data) throws(WeatherError) -> MetNorwayForecastDTO {
        do {
            return try MetNorwayForecastDTO.decoded(from: body)
        } catch {
            connection.logger.debug("undecodable MET Norway reply: \(error)")
            throw .unreadableResponse(detail: "the MET Norway reply is not the JSON expected")
        }
    }

    /// MET Norway answers 203 for a product it will withdraw: said once a run, as a warning.
    private func warnOfDeprecation() {
        guard Self.deprecationWarned.exchange(true, ordering: .relaxed) == false else { return }
        connection.logger.warning(
            "MET Norway marks Locationforecast 2.0 as deprecated (HTTP 203); a later wxapp will use its successor"
        )
    }

    private static let deprecationWarned = Atomic(false)

    /// `value` to at most four decimals, as MET Norway's terms ask, with no trailing zeros: "59.9139", "-0.5".
    static func fourDecimals(_ value: Double) -> String {
        let scaled = Int((value * 10_000).rounded())
        let magnitude = scaled.magnitude
        let whole = "\(scaled < 0 ? "-" : "")\(magnitude / 10_000)"
        let fraction = magnitude % 10_000
        guard fraction > 0 else { return whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 4 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return whole + "." + digits
    }
}
