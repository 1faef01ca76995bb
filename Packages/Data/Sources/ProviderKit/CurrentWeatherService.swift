import Domain

/// A source of live observations for a point on Earth.
public protocol CurrentWeatherService: PlaceBatching {
    func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather

    /// The weather at each of `coordinates` (at most `placesPerRequest` of them), in their order, asked in
    /// as few requests as the service allows. Throws when the request as a whole fails; a place the reply
    /// has no usable weather for fails on its own.
    func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]

    /// As `currentWeather(at:)`, for what the user asked: a service that reuses replies revalidates them
    /// on `.refresh`.
    func currentWeather(at coordinates: [Coordinates], demand: FetchDemand) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
}

extension CurrentWeatherService {
    /// A service that reuses no reply answers every demand alike.
    public func currentWeather(at coordinates: [Coordinates], demand: FetchDemand) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
    {
        try await currentWeather(at: coordinates)
    }

    /// One request per place, one after the other.
    public func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
    {
        await Self.eachPlace(coordinates) { point throws(WeatherError) in try await currentWeather(at: point)
        }
    }
}
