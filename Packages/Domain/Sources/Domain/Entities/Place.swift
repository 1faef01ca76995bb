/// A place wxapp knows by its own identity: name and ISO country code, never the name the API echoes.
public struct Place: Sendable, Equatable, Hashable {
    public let name: String
    /// ISO 3166-1 alpha-2, upper case.
    public let countryCode: String
    /// A region such as a state or province, when geocoding gave one.
    public let region: String?
    public let coordinates: Coordinates
    /// Other names the place answers to; not part of its identity, so equality and hashing leave them out.
    public let aliases: PlaceAliases
    /// The time zone whose rules the place keeps ("Australia/Adelaide"), when known; not part of its
    /// identity either.
    public let timeZone: String?
    /// The name the user found it by, where that is one of its other names ("München" for Munich,
    /// "Bombay" for Mumbai): shown in its stead, in every language. Not part of its identity: it is kept
    /// and found by `name`.
    public let shownName: String?

    public init(
        name: String, countryCode: String, region: String? = nil, coordinates: Coordinates,
        aliases: PlaceAliases = .none, timeZone: String? = nil, shownName: String? = nil
    ) {
        self.name = name
        self.countryCode = countryCode.uppercased()
        self.region = region
        self.coordinates = coordinates
        self.aliases = aliases
        self.timeZone = timeZone
        self.shownName = shownName
    }

    /// Name and country identify a saved place: adding it again refreshes it.
    public var key: PlaceKey { PlaceKey(name: name, countryCode: countryCode) }

    /// The same place answering to `more` names as well.
    public func adding(_ more: PlaceAliases) -> Place {
        Place(
            name: name, countryCode: countryCode, region: region, coordinates: coordinates,
            aliases: aliases.adding(more), timeZone: timeZone, shownName: shownName)
    }

    /// The same place under the name the user gave it ("Home"), answering to its former name too; that name
    /// is the one shown.
    public func named(_ newName: String) -> Place {
        Place(
            name: newName, countryCode: countryCode, region: region, coordinates: coordinates,
            aliases: aliases.adding(PlaceAliases(names: [name])), timeZone: timeZone)
    }

    /// The same place, keeping the rules of time zone `identifier`.
    public func inTimeZone(_ identifier: String?) -> Place {
        Place(
            name: name, countryCode: countryCode, region: region, coordinates: coordinates, aliases: aliases,
            timeZone: identifier, shownName: shownName)
    }

    /// The same place, shown as `shownName` (nil: by its own name).
    public func shown(as shownName: String?) -> Place {
        Place(
            name: name, countryCode: countryCode, region: region, coordinates: coordinates, aliases: aliases,
            timeZone: timeZone, shownName: shownName)
    }

    public static func == (lhs: Place, rhs: Place) -> Bool {
        (lhs.name, lhs.countryCode, lhs.region, lhs.coordinates)
            == (rhs.name, rhs.countryCode, rhs.region, rhs.coordinates)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(countryCode)
        hasher.combine(region)
        hasher.combine(coordinates)
    }
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
