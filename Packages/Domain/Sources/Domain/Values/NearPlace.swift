/// A place a "did you mean" hint offers for a name that was typed: a saved place, a city or a country,
/// with its country, so that the hint names it as the reader's language does ("Berlino" in Italian).
public struct NearPlace: Sendable, Hashable {
    /// Its name as wxapp keeps it: a saved place's, a city's main name or a country's English name.
    public let name: String
    /// The ISO 3166-1 alpha-2 code of its country (of the country itself, for a country).
    public let countryCode: String
    public let isCountry: Bool

    public init(name: String, countryCode: String, isCountry: Bool = false) {
        self.name = name
        self.countryCode = countryCode
        self.isCountry = isCountry
    }

    public init(_ place: Place) {
        self.init(name: place.name, countryCode: place.countryCode)
    }
}
