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
        if let point = query.coordinates { return try place(at: point, typed: query) }
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
        return Self.shownAsTyped(best, typed: query).adding(typed)
    }

    /// The place shown by the name the user typed, where that is one of the place's other names ("München"
    /// for Munich, "Bombay" for Mumbai), spelt as the place's names spell it ("München" for "munchen" or
    /// "Muenchen"); it is still kept and found by its own name. A spelling of its own name ("Zurich" for
    /// Zürich, "Duesseldorf" for Düsseldorf) is no other name: the place is shown by its own.
    static func shownAsTyped(_ place: Place, typed query: PlaceQuery) -> Place {
        let typed = SearchKey(query.name)
        let spelt = { (name: String) in
            SearchKey(name) == typed || SearchKey(PlaceName.transliterated(name)) == typed
        }
        guard !spelt(place.name) else { return place.shown(as: nil) }
        let names = place.aliases.names.filter(spelt)
        // A name written with its letters' marks before one written without them.
        return place.shown(as: names.first { $0 != PlaceName.transliterated($0) } ?? names.first)
    }

    /// How far from the nearest city a point is still named after it.
    public static let nearbyKilometres = 100.0
    /// How far from a city a point is "near" it; farther, its distance and direction are named.
    public static let nearKilometres = 2.0

    /// The place at `point`, named after the gazetteer's nearest city when within `nearbyKilometres`
    /// ("near Sydney" within `nearKilometres`, else "12 km NE of Sydney"; in its country, region and time
    /// zone), else by its coordinates ("33.87°S 151.21°E") in the nearest city's country. Points a slip
    /// apart get one name, and so share what is kept; points farther apart get names of their own.
    private func place(at point: Coordinates, typed query: PlaceQuery) throws(WeatherError) -> Place {
        guard let city = try cities?.nearestCity(to: point) else {
            throw .placeNotFound(query: query.text)
        }
        let distance = point.kilometres(to: city.coordinates)
        guard distance <= Self.nearbyKilometres else {
            return Place(name: Self.label(point), countryCode: city.countryCode, coordinates: point)
        }
        let direction = CompassPoint(degrees: city.coordinates.bearing(to: point))
        let reach: PointName.Reach =
            distance <= Self.nearKilometres
            ? .near : .away(kilometres: Int(distance.rounded()), direction: direction)
        return Place(
            name: PointName(reach, of: city.name).text, countryCode: city.countryCode,
            region: city.regionName, coordinates: point,
            timeZone: city.timeZone)
    }

    /// The place at a point, named apart from the saved places of its name: two points "97 km ENE of
    /// Alaghsas" can lie 35 km apart, too far to be one place, so a point whose name a saved place far from
    /// it already has takes its coordinates too, "97 km ENE of Alaghsas (17.21°N 8.91°E)", and is shown,
    /// kept and saved as itself.
    public static func namedApart(_ place: Place, from saved: [Place]) -> Place {
        let taken = saved.contains { other in
            other.countryCode == place.countryCode && SearchKey(other.name) == SearchKey(place.name)
                && !other.isTwin(of: place)
        }
        guard taken else { return place }
        return Place(
            name: "\(place.name) (\(label(place.coordinates)))", countryCode: place.countryCode,
            region: place.region, coordinates: place.coordinates, timeZone: place.timeZone)
    }

    /// "33.87°S 151.21°E": a point's name, to two decimals (about a kilometre).
    static func label(_ point: Coordinates) -> String {
        func degrees(_ value: Double, _ positive: String, _ negative: String) -> String {
            let rounded = (abs(value) * 100).rounded() / 100
            let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
            return text + "°" + (value < 0 ? negative : positive)
        }
        return degrees(point.latitude, "N", "S") + " " + degrees(point.longitude, "E", "W")
    }

    /// The countries and cities a slip away from the query's name: countries among those that begin with
    /// its first three letters ("Japan" for "Japn"), cities among all ("Madrid" for "Mdrid" or "Mardid").
    /// A failed lookup only loses the hint.
    private func nearest(to query: PlaceQuery) -> [NearPlace] {
        let start = String(query.name.prefix(3))
        let countries = start.count == 3 ? ((try? countries.search(start)) ?? []) : []
        let nearCountries = NearestName.among(countries, named: \.name, for: query.name).map {
            NearPlace(name: $0.name, countryCode: $0.alpha2, isCountry: true)
        }
        // Every city's every name, whatever its first letters: nearest first, then biggest; in the country
        // the query names, where it names one.
        let near = (try? cities?.cities(misspeltAs: query.name, limit: 20)) ?? []
        let nearCities = near.filter { city in query.countryCode.map { $0 == city.countryCode } ?? true }.map
        {
            NearPlace(name: $0.name, countryCode: $0.countryCode)
        }
        // Names alike but for case and accents ("Jaén" and "Jaen") are said once.
        var seen: Set<String> = []
        let names = (nearCountries + nearCities).filter { seen.insert(SearchKey($0.name).compact).inserted }
        return Array(names.prefix(3))
    }
}
