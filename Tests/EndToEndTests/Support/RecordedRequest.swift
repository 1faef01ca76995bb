/// One request the fake OpenWeatherMap server received, as the client sent it.
struct RecordedRequest: Sendable, Equatable {
    let method: String
    let path: String
    /// The decoded query parameters, `appid` included.
    let query: [String: String]
    /// Path and raw query, as on the request line.
    let target: String
    /// The client's address and port: requests with the same one came over the same connection.
    let peer: String

    var isWeather: Bool { path == FakeOpenWeatherMap.Endpoint.weather.path }
    var isGeocoding: Bool { path == FakeOpenWeatherMap.Endpoint.geocoding.path }
}
