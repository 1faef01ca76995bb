import Domain

/// A country catalog over a fixed list, matching the way the real one does: case and accents ignored.
struct StubCountryRepository: CountryRepository {
    let countries: [Country]

    init(countries: [Country] = Country.catalog) {
        self.countries = countries
    }

    func country(named query: String) throws(WeatherError) -> Country? {
        let key = SearchKey(query)
        return countries.first { country in
            ([country.name, country.alpha2, country.alpha3] + country.alternateNames).contains {
                SearchKey($0) == key
            }
        }
    }

    func search(_ query: String) throws(WeatherError) -> [Country] {
        let key = SearchKey(query)
        return countries.filter { country in
            SearchKey(country.alpha2) == key || SearchKey(country.alpha3) == key
                || ([country.name] + country.alternateNames).contains {
                    SearchKey($0).words.contains(key.words)
                }
        }
    }
}
