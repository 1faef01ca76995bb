import Domain
import FoundationEssentials

/// A service that gives one kind of value (the current weather, a forecast) for points on Earth: the one
/// way failover and the kept-data repositories ask for any kind a provider offers, whatever the kind.
public struct PointService<Value: Sendable>: PlaceBatching {
    public typealias Ask =
        @Sendable (_ points: [Coordinates], FetchDemand) async throws(WeatherError) -> [Result<
            Value, WeatherError
        >]

    public let placesPerRequest: Int
    private let sizes: (@Sendable (Int) -> [Int])?
    private let ask: Ask

    /// `ask` answers for at most `placesPerRequest` points in as few requests as the service allows, in
    /// their order: it throws when the request as a whole fails, and a point the reply has no usable value
    /// for fails on its own; a service that reuses replies revalidates them on `.refresh`. `requestSizes`
    /// says how many places each request asks about, when not `placesPerRequest` each (failover, which
    /// passes some on).
    public init(
        placesPerRequest: Int = 1, requestSizes: (@Sendable (Int) -> [Int])? = nil, ask: @escaping Ask
    ) {
        self.placesPerRequest = placesPerRequest
        self.sizes = requestSizes
        self.ask = ask
    }

    /// A service asked about one point a request, each in turn; each place fails on its own.
    public static func onePerRequest(
        _ one: @escaping @Sendable (Coordinates, FetchDemand) async throws(WeatherError) -> Value
    ) -> Self {
        Self { points, demand in
            await OneByOne.results(of: points) { point throws(WeatherError) in try await one(point, demand) }
        }
    }

    /// The service `make` makes, made only when it is first asked for values or for how to batch places,
    /// so that a run that only reads what is kept never makes it (making the providers' links and tearing
    /// them down cost an offline `list` 0.16 M instructions). A failure to make it fails each request.
    public static func deferred(_ make: @escaping @Sendable () throws(WeatherError) -> Self) -> Self {
        Self(requestSizes: { count in (try? make())?.requestSizes(forPlaces: count) ?? [count] }) {
            points, demand throws(WeatherError) in
            try await make().values(at: points, demand: demand)
        }
    }

    public func requestSizes(forPlaces count: Int) -> [Int] {
        sizes?(count) ?? Self.sizes(of: count, by: placesPerRequest)
    }

    /// The value at each of `points` (at most `placesPerRequest` of them), as `ask` gives them.
    public func values(at points: [Coordinates], demand: FetchDemand = .usual) async throws(WeatherError)
        -> [Result<Value, WeatherError>]
    {
        try await ask(points, demand)
    }
}

/// A provider's service that gives the current weather and forecasts, each as a `PointService`.
public protocol WeatherAndForecasts: Sendable {
    var currentWeatherService: PointService<CurrentWeather> { get }
    var forecastService: PointService<Forecast> { get }
}

extension PointService where Value: PhysicallyBounded {
    /// The same service with every value it gives through the one check of fetched values, at the moment
    /// `now` tells when they are asked for: a value outside physical bounds is the service's unreadable reply.
    public func checked(now: @escaping @Sendable () -> Date) -> PointService<Checked<Value>> {
        PointService<Checked<Value>>(placesPerRequest: placesPerRequest, requestSizes: sizes) {
            points, demand throws(WeatherError) in
            let moment = now()
            return try await values(at: points, demand: demand).map { $0.checked(at: moment) }
        }
    }
}
