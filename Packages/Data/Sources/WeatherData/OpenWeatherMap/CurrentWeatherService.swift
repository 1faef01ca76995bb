import Domain

/// A service that may answer for several places in one request.
public protocol PlaceBatching: Sendable {
    /// The most places one request may ask about; 1 for a service that answers for one place at a time.
    var placesPerRequest: Int { get }
}

extension PlaceBatching {
    public var placesPerRequest: Int { 1 }
}

/// A source of live observations for a point on Earth.
public protocol CurrentWeatherService: PlaceBatching {
    func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather

    /// The weather at each of `coordinates` (at most `placesPerRequest` of them), in their order, asked in
    /// as few requests as the service allows. Throws when the request as a whole fails; a place the reply
    /// has no usable weather for fails on its own.
    func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
}

extension CurrentWeatherService {
    /// One request per place, one after the other.
    public func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
    {
        var results: [Result<CurrentWeather, WeatherError>] = []
        for point in coordinates {
            do throws(WeatherError) {
                results.append(.success(try await currentWeather(at: point)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }
}
