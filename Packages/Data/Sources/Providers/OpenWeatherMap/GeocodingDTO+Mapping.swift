import Domain
import FoundationEssentials
import ProviderKit

extension GeocodingDTO {
    /// The place in Domain terms, or nil when the entry's coordinates, country or name are unusable (a name
    /// too long to type back among them). Its names are cleaned by the one rule for names from outside
    /// (`PlaceName`).
    func toDomain() -> Place? {
        let name = PlaceName.cleaned(name)
        let country = PlaceName.cleaned(country)
        guard let coordinates = Coordinates(latitude: lat, longitude: lon),
            country.count == 2, PlaceName.canBeTyped(name)
        else { return nil }
        return Place(
            name: name, countryCode: country, region: PlaceName.region(state), coordinates: coordinates)
    }
}
