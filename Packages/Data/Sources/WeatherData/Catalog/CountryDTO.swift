/// One entry of countries.json, as scripts/generate_countries.py writes it.
struct CountryDTO: Decodable, Sendable, Equatable {
    let name: String
    let alpha2: String
    let alpha3: String
    let capital: String?
    let latitude: Double?
    let longitude: Double?
    let timeZone: String?
    let alternateNames: [String]?
}
