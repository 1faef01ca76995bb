/// A city of the offline gazetteer: its own name, country, region, coordinates and population.
public struct City: Sendable, Equatable {
    public let name: String
    /// The name in ASCII letters, such as "Zurich" for "Zürich".
    public let asciiName: String
    /// ISO 3166-1 alpha-2, upper case.
    public let countryCode: String
    /// The first-level region's code (a US state's postal code, else GeoNames's admin code), if any.
    public let regionCode: String?
    /// The first-level region's name, where the gazetteer has one (such as "Illinois").
    public let regionName: String?
    public let coordinates: Coordinates
    public let population: Int
    /// The IANA time zone, such as "Asia/Tokyo".
    public let timeZone: String
    /// Other names people use, in any language and script, such as "Bombay" for Mumbai.
    public let alternateNames: [String]

    public init(
        name: String, asciiName: String, countryCode: String, regionCode: String?, regionName: String?,
        coordinates: Coordinates, population: Int, timeZone: String, alternateNames: [String]
    ) {
        self.name = name
        self.asciiName = asciiName
        self.countryCode = countryCode.uppercased()
        self.regionCode = regionCode
        self.regionName = regionName
        self.coordinates = coordinates
        self.population = population
        self.timeZone = timeZone
        self.alternateNames = alternateNames
    }

    /// The city as a place to fetch weather for, named as the gazetteer names it, answering to its other
    /// names and its region's code and name too; every name cleaned by the one rule (`PlaceName`).
    public var place: Place {
        let region = PlaceName.cleanedOrNil(regionName)
        return Place(
            name: PlaceName.cleaned(name), countryCode: countryCode, region: region, coordinates: coordinates,
            aliases: PlaceAliases(
                names: ([asciiName] + alternateNames).map(PlaceName.cleaned),
                regions: [regionCode.map(PlaceName.cleaned), region].compactMap { $0 }),
            timeZone: timeZone)
    }
}
