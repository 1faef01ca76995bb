import Domain
import FoundationEssentials

extension GeocodingDTO {
    /// The place in Domain terms, or nil when the entry's coordinates, country or name are unusable. Names are
    /// stored composed (NFC), so a service that sends "Bogota" with a combining accent saves no twin place, and
    /// without control characters, so that the saved name is one a user can read and type back.
    func toDomain() -> Place? {
        let name = name.withoutControlCharacters.trimmingWhitespace().precomposed
        let region = state?.withoutControlCharacters.trimmingWhitespace()
            .precomposed
        guard let coordinates = Coordinates(latitude: lat, longitude: lon),
            country.count == 2, !name.isEmpty
        else { return nil }
        return Place(
            name: name, countryCode: country.withoutControlCharacters,
            region: region?.isEmpty == false ? region : nil,
            coordinates: coordinates)
    }
}
