import Domain

/// Countries with their names and codes folded once, answering exact lookups and ranked searches.
struct CountryIndex: Sendable {
    /// How well a query matches a country; lower is better.
    enum Rank: Int, Comparable, Sendable {
        case exact, prefix, wordPrefix, substring

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Entry: Sendable {
        let country: Country
        let sortKey: String
        let codes: [String]
        let names: [[UInt8]]

        init(_ country: Country) {
            self.country = country
            sortKey = CountryIndex.fold(country.name)
            codes = [country.alpha2, country.alpha3].map(CountryIndex.fold)
            names = ([country.name] + country.alternateNames).map { Array(CountryIndex.fold($0).utf8) }
        }
    }

    private let entries: [Entry]
    private let exactMatches: [String: Int]

    init(_ countries: [Country]) {
        entries = countries.map(Entry.init).sorted {
            ($0.sortKey, $0.country.alpha2) < ($1.sortKey, $1.country.alpha2)
        }
        var exactMatches: [String: Int] = [:]
        for (position, entry) in entries.enumerated() {
            let keys = entry.codes + entry.names.map { String(decoding: $0, as: UTF8.self) }
            for key in keys where exactMatches[key] == nil {
                exactMatches[key] = position
            }
        }
        self.exactMatches = exactMatches
    }

    /// The country whose name, alternate name or code equals `query` once both are folded.
    func country(named query: String) -> Country? {
        exactMatches[Self.fold(query)].map { entries[$0].country }
    }

    /// Countries matching `query`, best rank first, alphabetical within a rank, each country once.
    func search(_ query: String) -> [Country] {
        let key = Self.fold(query)
        guard !key.isEmpty else { return [] }
        let bytes = Array(key.utf8)
        var matches: [(rank: Rank, position: Int)] = []
        for (position, entry) in entries.enumerated() {
            if let rank = Self.rank(of: key, bytes, in: entry) {
                matches.append((rank, position))
            }
        }
        matches.sort { ($0.rank.rawValue, $0.position) < ($1.rank.rawValue, $1.position) }
        return matches.map { entries[$0.position].country }
    }

    /// The query as the index stores names: folded by `searchKey`, runs of white space made one space.
    static func fold(_ text: String) -> String {
        text.searchKey.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func rank(of key: String, _ query: [UInt8], in entry: Entry) -> Rank? {
        if entry.codes.contains(key) { return .exact }
        var best: Rank?
        for name in entry.names {
            guard let rank = rank(of: query, in: name) else { continue }
            if rank == .exact { return .exact }
            best = min(best ?? rank, rank)
        }
        return best
    }

    /// Where `query` occurs in `name`: the whole name, its start, the start of a word, or anywhere.
    static func rank(of query: [UInt8], in name: [UInt8]) -> Rank? {
        guard !query.isEmpty, query.count <= name.count else { return nil }
        if query.count == name.count { return query == name ? .exact : nil }
        var found: Rank?
        for start in 0...(name.count - query.count) where occurs(query, in: name, at: start) {
            if start == 0 { return .prefix }
            if startsWord(name, at: start) { return .wordPrefix }
            found = .substring
        }
        return found
    }

    private static func occurs(_ query: [UInt8], in name: [UInt8], at start: Int) -> Bool {
        for offset in query.indices where name[start + offset] != query[offset] {
            return false
        }
        return true
    }

    /// A word starts after a space or an ASCII punctuation mark, as in "d'ivoire" or "guinea-bissau".
    private static func startsWord(_ name: [UInt8], at start: Int) -> Bool {
        let previous = name[start - 1]
        let isLetterOrDigit =
            previous >= 0x80 || (0x30...0x39).contains(previous) || (0x61...0x7A).contains(previous)
            || (0x41...0x5A).contains(previous)
        return !isLetterOrDigit
    }
}
