/// The catalog of countries, searchable without a network.
public protocol CountryRepository: Sendable {
    /// The country whose name, alternate name or ISO code equals `query` (case and accents ignored).
    func country(named query: String) -> Country?

    /// Countries whose names, alternate names or codes contain `query`, best match first.
    func search(_ query: String) -> [Country]
}
