/// Finds which saved place a query means, by name (and country code), or by country for its capital.
public struct SavedPlaceFinder: Sendable {
    private let countries: any CountryRepository

    public init(countries: any CountryRepository) {
        self.countries = countries
    }

    /// The one saved place `query` names; throws not-saved or ambiguous otherwise.
    public func find(_ query: PlaceQuery, in saved: [Place]) throws(WeatherError) -> Place {
        let key = query.name.searchKey
        let byName = saved.filter { place in
            place.name.searchKey == key
                && (query.countryCode == nil || place.countryCode == query.countryCode)
                && (query.region == nil || place.region?.searchKey == query.region?.searchKey)
        }
        if byName.count == 1, let place = byName.first {
            return place
        }
        if byName.count > 1 {
            throw .ambiguousPlace(
                query: query.text,
                candidates: byName.map { "\($0.name),\($0.countryCode)" })
        }
        if query.countryCode == nil, query.region == nil,
            let country = try countries.country(named: query.name),
            let capital = saved.first(where: {
                $0.countryCode == country.alpha2 && $0.name.searchKey == country.capital?.searchKey
            })
        {
            return capital
        }
        throw .placeNotSaved(query: query.text)
    }
}
