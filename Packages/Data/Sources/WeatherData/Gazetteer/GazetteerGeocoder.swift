import Domain

/// Geocoding that asks the offline gazetteer first and the online geocoder only for places it lacks;
/// without an online geocoder, a place the gazetteer lacks is not known offline.
public struct GazetteerGeocoder: GeocodingRepository {
    private let gazetteer: any CityRepository
    private let online: (any GeocodingRepository)?

    public init(gazetteer: any CityRepository, online: (any GeocodingRepository)?) {
        self.gazetteer = gazetteer
        self.online = online
    }

    public func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        // The query as typed, then with more of its commas in the name ("Misato, Saitama,JP").
        for reading in [query] + query.readingsWithCommasInName {
            if let city = try gazetteer.city(matching: reading) {
                return [city.place]
            }
        }
        guard let online else { throw .placeNotKnownOffline(query: query.text) }
        return try await online.places(matching: query, limit: limit)
    }
}
