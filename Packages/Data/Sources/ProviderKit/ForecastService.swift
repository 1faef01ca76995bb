import Domain

/// A source of forecasts for a point on Earth.
public protocol ForecastService: PlaceBatching {
    func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast

    /// The forecast for each of `coordinates` (at most `placesPerRequest` of them), in their order, asked
    /// in one request. Throws when the request as a whole fails; a place the reply has no usable forecast
    /// for fails on its own.
    func forecasts(at coordinates: [Coordinates]) async throws(WeatherError) -> [Result<
        Forecast, WeatherError
    >]

    /// As `forecasts(at:)`, for what the user asked: a service that reuses replies revalidates them on
    /// `.refresh`.
    func forecasts(at coordinates: [Coordinates], demand: FetchDemand) async throws(WeatherError) -> [Result<
        Forecast, WeatherError
    >]
}

extension ForecastService {
    /// A service that reuses no reply answers every demand alike.
    public func forecasts(at coordinates: [Coordinates], demand: FetchDemand) async throws(WeatherError)
        -> [Result<Forecast, WeatherError>]
    {
        try await forecasts(at: coordinates)
    }

    /// One request per place, one after the other.
    public func forecasts(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<Forecast, WeatherError>]
    {
        await Self.eachPlace(coordinates) { point throws(WeatherError) in try await forecast(at: point) }
    }
}
