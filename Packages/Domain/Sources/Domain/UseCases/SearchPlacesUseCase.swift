/// Searches countries and cities offline: the country catalog, then the gazetteer.
public struct SearchPlacesUseCase: Sendable {
    /// What a search found: countries best first, then cities best first.
    public struct Results: Sendable, Equatable {
        public let countries: [Country]
        public let cities: [City]

        public init(countries: [Country], cities: [City]) {
            self.countries = countries
            self.cities = cities
        }

        public var isEmpty: Bool { countries.isEmpty && cities.isEmpty }
    }

    private let countries: SearchCountriesUseCase
    private let cities: any CityRepository

    public init(countries: any CountryRepository, cities: any CityRepository) {
        self.countries = SearchCountriesUseCase(countries: countries)
        self.cities = cities
    }

    /// Matching countries and at most `cityLimit` cities; empty results when nothing matches.
    public func execute(_ raw: String, cityLimit: Int) throws(WeatherError) -> Results {
        let found = try countries.execute(raw)
        let query = try PlaceQuery(raw)
        return Results(countries: found, cities: try cities.search(query.text, limit: max(0, cityLimit)))
    }
}
