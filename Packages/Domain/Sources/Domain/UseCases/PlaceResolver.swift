/// Decides which place a query means: a country's capital from the catalog, else a geocoded city.
public struct PlaceResolver: Sendable {
    private let countries: any CountryRepository
    private let geocoder: any GeocodingRepository
    private let cities: (any CityRepository)?

    /// `cities` (the offline gazetteer) is where a name that finds nothing looks for the one meant.
    public init(
        countries: any CountryRepository, geocoder: any GeocodingRepository,
        cities: (any CityRepository)? = nil
    ) {
        self.countries = countries
        self.geocoder = geocoder
        self.cities = cities
    }

    /// The country named by the whole query, if any ("Japan", "JP", "JPN", "Ivory Coast", and names with
    /// a comma such as "Korea, South").
    public func country(for query: PlaceQuery) throws(WeatherError) -> Country? {
        try countries.country(named: query.text)
    }

    /// The place a query names, answering to the query's name (and region) from then on; a country resolves
    /// to its capital without a network. A geocoded place outside the query's country is never taken.
    public func resolve(_ query: PlaceQuery) async throws(WeatherError) -> Place {
        let country = try country(for: query)
        if let capital = country?.capitalPlace {
            return capital.adding(PlaceAliases(names: [query.text]))
        }
        let typed = PlaceAliases(names: [query.name], regions: [query.region].compactMap { $0 })
        let found: [Place]
        do {
            found = try await geocoder.places(matching: query, limit: 5)
        } catch .placeNotKnownOffline(let text, _) {
            throw .placeNotKnownOffline(query: text, nearest: nearest(to: query))
        }
        let matches = found.filter { place in query.countryCode.map { $0 == place.countryCode } ?? true }
        guard let best = matches.first else {
            // A country whose capital is unknown ("UMI") is said so, unless a city of that name was found.
            if let country { throw .capitalUnknown(country: country.name) }
            throw .placeNotFound(query: query.text, nearest: nearest(to: query))
        }
        return best.adding(typed)
    }

    /// The countries and cities a slip away from the query's name, among those that begin with its first
    /// three letters: "Japan" for "Japn", "Madrid" for "Madird". A failed lookup only loses the hint.
    private func nearest(to query: PlaceQuery) -> [String] {
        let start = String(query.name.prefix(3))
        guard start.count == 3 else { return [] }
        let countryNames = ((try? countries.search(start)) ?? []).map(\.name)
        let cityNames = ((try? cities?.search(start, limit: 500)) ?? []).map(\.name)
        var seen: Set<String> = []
        let names = (countryNames + cityNames).filter { seen.insert($0).inserted }
        return NearestName.among(names, for: query.name)
    }
}
