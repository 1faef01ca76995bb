/// Searches the country catalog offline.
public struct SearchCountriesUseCase: Sendable {
    /// The shortest query accepted, in characters; two lets ISO codes through.
    public static let minimumQueryLength = 2

    private let countries: any CountryRepository

    public init(countries: any CountryRepository) {
        self.countries = countries
    }

    /// Matching countries, best first; an empty list when nothing matches.
    public func execute(_ raw: String) throws(WeatherError) -> [Country] {
        let query = try PlaceQuery(raw)
        guard query.text.count >= Self.minimumQueryLength else {
            throw .invalidQuery(.searchTooShort(query: query.text, minimum: Self.minimumQueryLength))
        }
        return try countries.search(query.text)
    }
}
