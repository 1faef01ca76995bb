/// The catalog of countries, searchable without a network; it may be read on first use, so lookups can fail.
public protocol CountryRepository: Sendable {
    /// The country whose name, alternate name or ISO code equals `query` (case and accents ignored).
    func country(named query: String) throws(WeatherError) -> Country?

    /// Countries whose names, alternate names or codes contain `query`, best match first.
    func search(_ query: String) throws(WeatherError) -> [Country]
}
