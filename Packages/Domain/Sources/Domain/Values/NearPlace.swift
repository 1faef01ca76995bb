/// A place a "did you mean" hint offers for a name that was typed: a saved place, a city or a country,
/// with its country, so that the hint names it as the reader's language does ("Berlino" in Italian).
public struct NearPlace: Sendable, Hashable {
    /// Its name as wxapp keeps it: a saved place's, a city's main name or a country's English name.
    public let name: String
    /// The ISO 3166-1 alpha-2 code of its country (of the country itself, for a country).
    public let countryCode: String
    public let isCountry: Bool
    /// The name a saved place is shown by in every language (`Place.shownName`), nil for its own.
    public let shownName: String?

    public init(name: String, countryCode: String, isCountry: Bool = false, shownName: String? = nil) {
        self.name = name
        self.countryCode = countryCode
        self.isCountry = isCountry
        self.shownName = shownName
    }

    public init(_ place: Place) {
        self.init(name: place.name, countryCode: place.countryCode, shownName: place.shownName)
    }

    /// The place, whatever name it is shown by: a saved place and the gazetteer's city it is are one.
    public var place: NearPlace {
        shownName == nil ? self : NearPlace(name: name, countryCode: countryCode, isCountry: isCountry)
    }
}
