/// How a typed name is matched against a known place: by `SearchKey`, within the query's country and region.
extension Place {
    /// How a query names a place, best first.
    public enum NameMatch: Int, Sendable, Comparable {
        case ownName, alias

        public static func < (lhs: NameMatch, rhs: NameMatch) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Within this many kilometres, two places of one country whose names match are one place.
    public static let twinRadiusKilometres = 30.0

    /// How `query` names this place: by its own name, by one of its aliases, or (nil) not at all.
    public func match(_ query: PlaceQuery) -> NameMatch? {
        guard isWithin(query) else { return nil }
        let key = query.nameKey
        if SearchKey(name) == key { return .ownName }
        return aliases.names.contains { SearchKey($0) == key } ? .alias : nil
    }

    /// The places among `candidates` that `query` names best: one for an answer, several for a question, none
    /// when it names none of them.
    public static func bestMatches(for query: PlaceQuery, among candidates: [Place]) -> [Place] {
        let matches = candidates.compactMap { place in place.match(query).map { (place: place, match: $0) } }
        guard let best = matches.map(\.match).min() else { return [] }
        return matches.filter { $0.match == best }.map(\.place)
    }

    /// True when the place's name or one of its aliases has `key`: what a store looks saved places up by.
    public func answers(to key: SearchKey) -> Bool {
        SearchKey(name) == key || aliases.names.contains { SearchKey($0) == key }
    }

    /// True when the place lies in the query's country and region, where the query names them.
    public func isWithin(_ query: PlaceQuery) -> Bool {
        if let code = query.countryCode, code != countryCode { return false }
        guard let region = query.regionKey else { return true }
        return ([self.region].compactMap { $0 } + aliases.regions).contains { SearchKey($0) == region }
    }

    /// True when `other` is this place under another spelling ("Bogota" from the catalog, "Bogotá" from
    /// the gazetteer): the same country, names with one `SearchKey`, and close by.
    public func isTwin(of other: Place) -> Bool {
        countryCode == other.countryCode && SearchKey(name) == SearchKey(other.name)
            && coordinates.kilometres(to: other.coordinates) <= Self.twinRadiusKilometres
    }

    /// A query that names this place alone among others of its name: "London,CA", or "Springfield,Illinois,US".
    public func label(among others: [Place]) -> String {
        let short = "\(name),\(countryCode)"
        let shared = others.contains { $0 != self && $0.name == name && $0.countryCode == countryCode }
        guard shared, let region else { return short }
        return "\(name),\(region),\(countryCode)"
    }
}
