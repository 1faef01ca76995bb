import Domain

/// Countries with their names and codes folded once, answering exact lookups and ranked searches.
///
/// A search ranks whole matches of a code, name or alternate name first, then names starting with the
/// query, then names with a word starting with it, then names containing it. Within a rank, a match on
/// a country's own name comes before a match on one of its alternate names, then countries go
/// alphabetically. ISO codes match only whole.
struct CountryIndex: Sendable {
    /// Sorted by folded name, then alpha-2 code.
    private let countries: [Country]
    /// Every name and alternate name of every country, flat, so that a search is one pass.
    private let names: [IndexedName]
    /// The names' byte masks again, apart, so that a search rules most names out without reading them.
    private let nameMasks: [UInt64]
    /// For each of `names`: its country's position in `countries`, and whether it is an alternate name.
    private let nameOwners: [Int]
    private let nameIsAlternate: [Bool]
    /// Countries by the `SearchKey` of each code, name and alternate name.
    private let exactOwners: [SearchKey: Int]

    init(_ countries: [Country]) {
        let keyed = countries.map { country in
            (country: country, keys: ([country.name] + country.alternateNames).map(SearchKey.init))
        }
        .sorted { ($0.keys[0].words, $0.country.alpha2) < ($1.keys[0].words, $1.country.alpha2) }
        self.countries = keyed.map(\.country)
        var names: [IndexedName] = []
        var nameOwners: [Int] = []
        var nameIsAlternate: [Bool] = []
        var exactOwners: [SearchKey: Int] = [:]
        for (position, (country, _)) in keyed.enumerated() {
            for code in [country.alpha2, country.alpha3] {
                let key = SearchKey(code)
                if exactOwners[key] == nil { exactOwners[key] = position }
            }
        }
        for (position, (_, keys)) in keyed.enumerated() {
            for (index, key) in keys.enumerated() {
                names.append(IndexedName(key))
                nameOwners.append(position)
                nameIsAlternate.append(index > 0)
                if exactOwners[key] == nil { exactOwners[key] = position }
            }
        }
        self.names = names
        self.nameMasks = names.map(\.byteMask)
        self.nameOwners = nameOwners
        self.nameIsAlternate = nameIsAlternate
        self.exactOwners = exactOwners
    }

    /// The country whose name, alternate name or code is `query`'s `SearchKey`.
    func country(named query: String) -> Country? {
        exactOwners[SearchKey(query)].map { countries[$0] }
    }

    /// Countries matching `query`, best rank first, each country once.
    func search(_ query: String) -> [Country] {
        let query = IndexedName(query)
        guard !query.isEmpty else { return [] }
        // A rank packs the match (whole ... substring) and whether an alternate name gave it; lower is better.
        var ranks = [Int](repeating: .max, count: countries.count)
        // A whole code or name, even one spelt with other spaces or punctuation ("Cote dIvoire").
        if let owner = exactOwners[SearchKey(query.text)] {
            ranks[owner] = 0
        }
        var index = 0
        while index < names.count {
            if query.byteMask & ~nameMasks[index] == 0, let match = names[index].match(query) {
                let rank = match.rawValue * 2 + (nameIsAlternate[index] ? 1 : 0)
                ranks[nameOwners[index]] = min(ranks[nameOwners[index]], rank)
            }
            index += 1
        }
        let found = countries.indices.filter { ranks[$0] != .max }
        return found.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { countries[$0] }
    }
}
