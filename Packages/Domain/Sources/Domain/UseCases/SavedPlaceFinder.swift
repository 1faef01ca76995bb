/// Finds which saved place a query means: by any name the place was saved under (within the query's
/// country and region), else by what the name means offline, a country's capital or a gazetteer city.
public struct SavedPlaceFinder: Sendable {
    private let countries: any CountryRepository
    private let cities: any CityRepository
    private let places: any WeatherRepository

    public init(countries: any CountryRepository, cities: any CityRepository, places: any WeatherRepository) {
        self.countries = countries
        self.cities = cities
        self.places = places
    }

    /// The one saved place `query` names; throws not-saved or ambiguous otherwise. A match on a place's
    /// own name beats a match on another place's alias; two equal matches are a question, never a guess.
    public func find(_ query: PlaceQuery) async throws(WeatherError) -> Place {
        let candidates = try await places.savedPlaces(named: query.nameKey)
        let matches = candidates.compactMap { place in place.match(query).map { (place: place, match: $0) } }
        if let bestMatch = matches.map(\.match).min() {
            let best = matches.filter { $0.match == bestMatch }.map(\.place)
            guard best.count == 1, let place = best.first else {
                throw .ambiguousPlace(query: query.text, candidates: best.map { $0.label(among: best) })
            }
            return place
        }
        // A place saved before places kept the names that found them ("Japan" for Tokyo, "Bombay" for
        // Mumbai), or under a name of its own: the saved place at what the name means.
        for meaning in try meanings(of: query) {
            let saved = try await places.savedPlaces(named: SearchKey(meaning.name))
            if let place = saved.first(where: { $0.isTwin(of: meaning) }) {
                return place
            }
        }
        throw .placeNotSaved(query: query.text)
    }

    /// The country's capital the query names, then the gazetteer's city, where they are known.
    private func meanings(of query: PlaceQuery) throws(WeatherError) -> [Place] {
        var meanings: [Place] = []
        if query.countryCode == nil, query.region == nil,
            let capital = try countries.country(named: query.name)?.capitalPlace
        {
            meanings.append(capital)
        }
        do {
            if let city = try cities.city(matching: query) {
                meanings.append(city.place)
            }
        } catch .ambiguousCity {
            // Several cities of that name: none of them is what the name means.
        }
        return meanings
    }
}
