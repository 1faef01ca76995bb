import Domain
import Foundation

extension GeocodingDTO {
    /// The place in Domain terms, or nil when the entry's coordinates or country are unusable. Names are
    /// stored composed (NFC), so a service that sends "Bogota" with a combining accent saves no twin place.
    func toDomain() -> Place? {
        guard let coordinates = Coordinates(latitude: lat, longitude: lon),
            country.count == 2
        else { return nil }
        return Place(
            name: name.precomposedStringWithCanonicalMapping, countryCode: country,
            region: state?.precomposedStringWithCanonicalMapping, coordinates: coordinates)
    }
}
