/// The name a point is saved by when it lies near a city of the gazetteer: "near Chiyoda" within 2 km,
/// "40 km SE of Hamar" farther, either maybe followed by the point's coordinates when another saved place
/// has that name ("97 km ENE of Alaghsas (17.21°N 8.91°E)"). The name is stored as this English text, the
/// place's key for good; a reader of another language is shown it worded in that language from its parts.
public struct PointName: Sendable, Equatable {
    /// How far from the city the point lies.
    public enum Reach: Sendable, Equatable {
        /// Within `PlaceResolver.nearKilometres`.
        case near
        /// So many whole kilometres away, in that direction from the city.
        case away(kilometres: Int, direction: CompassPoint)
    }

    public let reach: Reach
    /// The city's name, as the gazetteer has it.
    public let city: String
    /// "17.21°N 8.91°E", where the name had to be told apart from another place's.
    public let coordinates: String?

    public init(_ reach: Reach, of city: String, coordinates: String? = nil) {
        (self.reach, self.city, self.coordinates) = (reach, city, coordinates)
    }

    /// "near Chiyoda", "40 km SE of Hamar (60.79°N 11.07°E)": the name as it is saved.
    public var text: String {
        let base =
            switch reach {
            case .near: "near \(city)"
            case .away(let kilometres, let direction): "\(kilometres) km \(direction.rawValue) of \(city)"
            }
        return coordinates.map { "\(base) (\($0))" } ?? base
    }

    /// True for a gazetteer city's name, which never begins in lower case: "near work" or "5 km N of home",
    /// which a user may call a place, are no point names.
    private static func isCityName(_ name: Substring) -> Bool {
        name.first.map { !$0.isLowercase && !$0.isWhitespace } ?? false
    }

    /// The parts of a saved name `text` gives, or nil for any other name.
    public init?(parsing text: String) {
        // Every saved name is read here when a name finds no saved place: most are at once no point name.
        guard text.hasPrefix("near ") || text.utf8.first.map({ (0x30...0x39).contains($0) }) == true else {
            return nil
        }
        var rest = Substring(text)
        var coordinates: String?
        if rest.hasSuffix("°E)") || rest.hasSuffix("°W)"), let open = rest.lastIndex(of: "(") {
            guard rest[..<open].hasSuffix(" ") else { return nil }
            coordinates = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
            rest = rest[..<rest.index(before: open)]
        }
        if rest.hasPrefix("near ") {
            let city = rest.dropFirst(5)
            guard Self.isCityName(city) else { return nil }
            self.init(.near, of: String(city), coordinates: coordinates)
            return
        }
        let words = rest.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: false)
        guard words.count == 5, words[1] == "km", words[3] == "of", Self.isCityName(words[4]),
            words[0].allSatisfy({ $0.isASCII && $0.isNumber }), words[0] == "0" || !words[0].hasPrefix("0"),
            let kilometres = Int(words[0]), let direction = CompassPoint(rawValue: String(words[2]))
        else { return nil }
        self.init(
            .away(kilometres: kilometres, direction: direction), of: String(words[4]),
            coordinates: coordinates)
    }
}
