import Domain

/// Countries by the `SearchKey` of every name, alternate name and ISO code: what an exact lookup needs,
/// and all that `add Japan` builds. The ranked search's index is built from it on first search.
struct CountryIndex: Sendable {
    /// In the catalog's order.
    let countries: [Country]
    /// Each country's keys: its name first, then its alternate names.
    let nameKeys: [[SearchKey]]
    /// Countries by the key of each code, name and alternate name; a code wins over a name.
    let exactOwners: [SearchKey: Int]

    init(_ countries: [Country]) {
        self.countries = countries
        let nameKeys = countries.map { ([$0.name] + $0.alternateNames).map(SearchKey.init) }
        var exactOwners: [SearchKey: Int] = [:]
        exactOwners.reserveCapacity(countries.count * 4)
        for (position, country) in countries.enumerated() {
            for code in [country.alpha2, country.alpha3] {
                let key = SearchKey(code)
                if exactOwners[key] == nil { exactOwners[key] = position }
            }
        }
        for (position, keys) in nameKeys.enumerated() {
            for key in keys where exactOwners[key] == nil {
                exactOwners[key] = position
            }
        }
        self.nameKeys = nameKeys
        self.exactOwners = exactOwners
    }

    /// The country whose name, alternate name or code is `query`'s `SearchKey`.
    func country(named query: String) -> Country? {
        exactOwners[SearchKey(query)].map { countries[$0] }
    }
}
