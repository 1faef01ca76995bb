/// Other names a place answers to, saved with it, so that whatever name found a place finds it again.
public struct PlaceAliases: Sendable, Hashable {
    /// Other names of the place itself: an ASCII spelling, alternate names, the query that found it, and
    /// for a capital added as a country, the country's names and ISO codes.
    public let names: [String]
    /// Names and codes of its region ("IL", "Illinois"), which the middle part of a query may give.
    public let regions: [String]

    public init(names: [String] = [], regions: [String] = []) {
        self.names = names
        self.regions = regions
    }

    public static let none = PlaceAliases()

    /// Both sets of names, each name once, in order.
    public func adding(_ other: PlaceAliases) -> PlaceAliases {
        PlaceAliases(names: Self.merged(names, other.names), regions: Self.merged(regions, other.regions))
    }

    private static func merged(_ first: [String], _ second: [String]) -> [String] {
        var seen: Set<String> = []
        return (first + second).filter { !$0.isEmpty && seen.insert($0).inserted }
    }
}
