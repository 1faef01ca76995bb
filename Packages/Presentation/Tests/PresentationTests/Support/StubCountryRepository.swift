import Domain

/// A country catalog over a fixed list, matching the way the real one does: case and accents ignored.
struct StubCountryRepository: CountryRepository {
    let countries: [Country]

    init(countries: [Country] = Country.catalog) {
        self.countries = countries
    }

    func country(named query: String) throws(WeatherError) -> Country? {
        let key = query.searchKey
        return countries.first { country in
            ([country.name, country.alpha2, country.alpha3] + country.alternateNames).contains {
                $0.searchKey == key
            }
        }
    }

    func search(_ query: String) throws(WeatherError) -> [Country] {
        let key = query.searchKey
        return countries.filter { country in
            country.alpha2.searchKey == key || country.alpha3.searchKey == key
                || ([country.name] + country.alternateNames).contains { $0.searchKey.contains(key) }
        }
    }
}
