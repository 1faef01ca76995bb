import Domain

/// A geocoder that knows a fixed set of city names (lower case) and otherwise finds nothing.
struct StubGeocodingRepository: GeocodingRepository {
    let places: [String: [Place]]
    var failure: WeatherError?

    init(places: [String: [Place]] = ["tokyo": [.tokyo], "madrid": [.madrid]], failure: WeatherError? = nil) {
        self.places = places
        self.failure = failure
    }

    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        if let failure { throw failure }
        return Array((places[query.name.lowercased()] ?? []).prefix(limit))
    }
}
