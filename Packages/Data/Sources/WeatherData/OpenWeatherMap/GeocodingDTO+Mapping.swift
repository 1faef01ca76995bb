import Domain

extension GeocodingDTO {
    /// The place in Domain terms, or nil when the entry's coordinates or country are unusable.
    func toDomain() -> Place? {
        guard let coordinates = Coordinates(latitude: lat, longitude: lon),
            country.count == 2
        else { return nil }
        return Place(name: name, countryCode: country, region: state, coordinates: coordinates)
    }
}
