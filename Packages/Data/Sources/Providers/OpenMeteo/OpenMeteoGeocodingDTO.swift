import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

/// Open-Meteo's geocoding reply (`/v1/search`); `results` is absent when nothing matches.
struct OpenMeteoGeocodingDTO: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        let name: String
        let latitude: Double
        let longitude: Double
        let countryCode: String?
        let admin1: String?
        /// The place's IANA time zone, such as "Europe/Oslo".
        let timezone: String?

        enum CodingKeys: String, CodingKey {
            case name, latitude, longitude, admin1, timezone
            case countryCode = "country_code"
        }

        /// The place in Domain terms, or nil when its coordinates, country or name are unusable. Its names
        /// are cleaned by the one rule for names from outside (`PlaceName`).
        func toDomain() -> Place? {
            let name = PlaceName.cleaned(name)
            guard let coordinates = Coordinates(latitude: latitude, longitude: longitude),
                let countryCode = countryCode.map(PlaceName.cleaned), countryCode.count == 2,
                PlaceName.canBeTyped(name)
            else { return nil }
            return Place(
                name: name, countryCode: countryCode, region: PlaceName.region(admin1),
                coordinates: coordinates, timeZone: timezone.flatMap { ZoneInfo.isZoneName($0) ? $0 : nil })
        }
    }

    let results: [Result]?
}
