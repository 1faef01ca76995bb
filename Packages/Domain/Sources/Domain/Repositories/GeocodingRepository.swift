/// Turns a city query into places, best match first.
public protocol GeocodingRepository: Sendable {
    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place]
}
