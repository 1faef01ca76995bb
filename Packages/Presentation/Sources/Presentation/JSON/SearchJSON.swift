import Domain

/// `wxapp search --format json`: one array, the countries first, then the cities, each with its `kind`.
enum SearchJSON {
    static func list(_ results: SearchPlacesUseCase.Results) -> JSONValue {
        .array(results.countries.map(country) + results.cities.map(CityJSON.city))
    }

    private static func country(_ country: Country) -> JSONValue {
        guard case .object(var members) = CountryJSON.country(country) else {
            return CountryJSON.country(country)
        }
        members["kind"] = .string("country")
        return .object(members)
    }
}
