import Domain

/// The ranked search over the catalog: whole matches of a code, name or alternate name first, then names
/// starting with the query, then names with a word starting with it, then own names containing it (an
/// alternate name, as the names in other languages are, never matches inside a word: "osa" is not in
/// "Mosambik"). Within a rank, a match on a country's own name comes before a match on one of its
/// alternate names, then countries go alphabetically. ISO codes match only whole.
struct CountrySearchIndex: Sendable {
    private let lookup: CountryIndex
    /// Positions in `lookup.countries`, sorted by folded name, then alpha-2 code.
    private let order: [Int]
    /// Every name and alternate name of every country, flat, so that a search is one pass.
    private let names: [IndexedName]
    /// The names' byte masks again, apart, so that a search rules most names out without reading them.
    private let nameMasks: [UInt64]
    /// For each of `names`: its country's rank in `order`, and whether it is an alternate name.
    private let nameOwners: [Int]
    private let nameIsAlternate: [Bool]

    init(_ lookup: CountryIndex) {
        self.lookup = lookup
        let order = lookup.countries.indices.sorted {
            (lookup.nameKeys[$0][0].words, lookup.countries[$0].alpha2)
                < (lookup.nameKeys[$1][0].words, lookup.countries[$1].alpha2)
        }
        var names: [IndexedName] = []
        var nameOwners: [Int] = []
        var nameIsAlternate: [Bool] = []
        for (rank, position) in order.enumerated() {
            for (index, key) in lookup.nameKeys[position].enumerated() {
                names.append(IndexedName(key))
                nameOwners.append(rank)
                nameIsAlternate.append(index > 0)
            }
        }
        self.order = order
        self.names = names
        self.nameMasks = names.map(\.byteMask)
        self.nameOwners = nameOwners
        self.nameIsAlternate = nameIsAlternate
    }

    /// Countries matching `query`, best rank first, each country once.
    func search(_ query: String) -> [Country] {
        let query = IndexedName(query)
        guard !query.isEmpty else { return [] }
        // A rank packs the match (whole ... substring) and whether an alternate name gave it; lower is better.
        var ranks = [Int](repeating: .max, count: order.count)
        // A whole code or name, even one spelt with other spaces or punctuation ("Cote dIvoire").
        if let owner = lookup.exactOwners[SearchKey(query.text)], let rank = order.firstIndex(of: owner) {
            ranks[rank] = 0
        }
        var index = 0
        while index < names.count {
            if query.byteMask & ~nameMasks[index] == 0, let match = names[index].match(query),
                match != .substring || !nameIsAlternate[index]
            {
                let rank = match.rawValue * 2 + (nameIsAlternate[index] ? 1 : 0)
                ranks[nameOwners[index]] = min(ranks[nameOwners[index]], rank)
            }
            index += 1
        }
        let found = order.indices.filter { ranks[$0] != .max }
        return found.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { lookup.countries[order[$0]] }
    }
}
