/// A place wxapp knows by its own identity: name and ISO country code, never the name the API echoes.
public struct Place: Sendable, Equatable, Hashable {
    public let name: String
    /// ISO 3166-1 alpha-2, upper case.
    public let countryCode: String
    /// A region such as a state or province, when geocoding gave one.
    public let region: String?
    public let coordinates: Coordinates

    public init(name: String, countryCode: String, region: String? = nil, coordinates: Coordinates) {
        self.name = name
        self.countryCode = countryCode.uppercased()
        self.region = region
        self.coordinates = coordinates
    }

    /// Name and country identify a saved place: adding it again refreshes it.
    public var key: PlaceKey { PlaceKey(name: name, countryCode: countryCode) }
}

/// The identity of a saved place: its name and country code.
public struct PlaceKey: Sendable, Equatable, Hashable {
    public let name: String
    public let countryCode: String

    public init(name: String, countryCode: String) {
        self.name = name
        self.countryCode = countryCode.uppercased()
    }
}
