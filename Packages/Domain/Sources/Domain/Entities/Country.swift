/// A country of the catalog, with its capital where GeoNames knows one.
public struct Country: Sendable, Equatable {
    public let name: String
    /// ISO 3166-1 alpha-2, upper case.
    public let alpha2: String
    /// ISO 3166-1 alpha-3, upper case.
    public let alpha3: String
    public let capital: String?
    /// Nil when the catalog has no coordinates for the capital; such a country cannot be added.
    public let capitalCoordinates: Coordinates?
    /// The capital's IANA time zone, such as "Asia/Tokyo".
    public let timeZone: String?
    /// Other names people use, such as "USA" or "Ivory Coast".
    public let alternateNames: [String]

    public init(
        name: String, alpha2: String, alpha3: String, capital: String?,
        capitalCoordinates: Coordinates?, timeZone: String?, alternateNames: [String] = []
    ) {
        self.name = name
        self.alpha2 = alpha2
        self.alpha3 = alpha3
        self.capital = capital
        self.capitalCoordinates = capitalCoordinates
        self.timeZone = timeZone
        self.alternateNames = alternateNames
    }

    /// The capital as a place to fetch weather for, answering to the country's names and codes too, or nil
    /// when the catalog lacks its coordinates; every name cleaned by the one rule (`PlaceName`).
    public var capitalPlace: Place? {
        guard let capital = PlaceName.cleanedOrNil(capital), let capitalCoordinates else { return nil }
        return Place(
            name: capital, countryCode: alpha2, coordinates: capitalCoordinates,
            aliases: PlaceAliases(names: ([name, alpha2, alpha3] + alternateNames).map(PlaceName.cleaned)),
            timeZone: timeZone)
    }
}
