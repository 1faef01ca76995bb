/// Finds which saved place a query means: by any name the place was saved under (within the query's
/// country and region), else by what the name means offline, a country's capital or a gazetteer city. It
/// also tells whether a name means a place at all without a network (`isKnown`).
public struct SavedPlaceFinder: Sendable {
    /// How near a saved place a typed point must be to stand for it.
    public static let samePointKilometres = 1.0

    private let countries: any CountryRepository
    private let cities: any CityRepository
    private let places: any WeatherRepository
    /// The names a place is shown by in the languages wxapp speaks.
    private let shownNames: @Sendable (Place) -> [String]

    public init(
        countries: any CountryRepository, cities: any CityRepository, places: any WeatherRepository,
        shownNames: @escaping @Sendable (Place) -> [String]
    ) {
        self.countries = countries
        self.cities = cities
        self.places = places
        self.shownNames = shownNames
    }

    /// The one saved place `query` names; throws not-saved or ambiguous otherwise. A match on a place's
    /// own name beats a match on another place's alias; two equal matches are a question, never a guess.
    public func find(_ query: PlaceQuery) async throws(WeatherError) -> Place {
        // A point is the saved place at it, whatever its name; its digits are no name.
        if let point = query.coordinates {
            let distance = { (place: Place) in place.coordinates.kilometres(to: point) }
            guard let place = try await places.savedPlaces().min(by: { distance($0) < distance($1) }),
                distance(place) <= Self.samePointKilometres
            else { throw .placeNotSaved(query: query.text) }
            return place
        }
        if let place = try await saved(query) {
            return place
        }
        // "Korea, South" and "Misato, Saitama,JP": names with a comma in them.
        for reading in query.readingsWithCommasInName {
            if let place = try await saved(reading) { return place }
        }
        // A place saved before places kept the names that found them ("Japan" for Tokyo, "Bombay" for
        // Mumbai), or under a name of its own: the saved place at what the name means, a capital first.
        if let capital = try capital(namedBy: query), let place = try await savedTwin(of: capital) {
            return place
        }
        if let city = try city(namedBy: query), let place = try await savedTwin(of: city) {
            return place
        }
        // A name the place is shown by in a language ("Hamar (40 km SO)" for "40 km SE of Hamar"), and a
        // slip of any name it is shown by ("Müncen" for a Munich shown as München), are one too.
        let named = try await places.savedPlaces().map { (place: $0, names: names(of: $0)) }
        let matches = named.filter { candidate in
            candidate.place.isWithin(query) && candidate.names.contains { SearchKey($0) == query.nameKey }
        }.map(\.place)
        guard matches.count <= 1 else {
            throw .ambiguousPlace(query: query.text, candidates: matches.map { $0.label(among: matches) })
        }
        if let place = matches.first {
            return place
        }
        // As for the gazetteer's cities: two letters are a slip from too many names to offer any.
        guard query.nameKey.compact.unicodeScalars.count >= NearestName.fewestLettersHinted else {
            throw .placeNotSaved(query: query.text)
        }
        let near = NearestName.among(named, namedAnyOf: \.names, for: query.name).map(\.place)
        throw .placeNotSaved(query: query.text, nearest: near.map(NearPlace.init))
    }

    /// Every name `place` is shown by: its own, the one it was found by, and its names in the languages.
    private func names(of place: Place) -> [String] {
        [place.name] + (place.shownName.map { [$0] } ?? []) + shownNames(place)
    }

    /// True when `text` names a place known without a network, word for word: a name whose letters run on
    /// across the words ("Agaram" for "AG AR AM") is not that place.
    public func isKnown(_ text: String) async -> Bool {
        if await isKnownByName(text) { return true }
        return isShown(text, among: await shownPlaces())
    }

    /// A saved place with the words of each name it is shown by but its own, for many
    /// `isShown(_:among:)` of one line.
    public typealias ShownPlace = (place: Place, words: [String])

    /// The saved places shown by a name of their own in a language, each with those names' words: read
    /// once for a line of many words.
    public func shownPlaces() async -> [ShownPlace] {
        ((try? await places.savedPlaces()) ?? []).compactMap { place in
            let names = (place.shownName.map { [$0] } ?? []) + shownNames(place)
            return names.isEmpty ? nil : (place: place, words: names.map { SearchKey($0).words })
        }
    }

    /// True when `text` is, word for word, a name one of `shown` is shown by in a language, as `find`
    /// takes it ("ハーマルの南東40 km").
    public func isShown(_ text: String, among shown: [ShownPlace]) -> Bool {
        guard !shown.isEmpty, let query = try? PlaceQuery(text) else { return false }
        let words = query.nameKey.words
        return shown.contains { candidate in
            candidate.place.isWithin(query) && candidate.words.contains(words)
        }
    }

    /// `isKnown` without the names saved places are shown by in the languages (those are `isShown`).
    public func isKnownByName(_ text: String) async -> Bool {
        guard let query = try? PlaceQuery(text) else { return false }
        let words = query.nameKey.words
        let sameWords = { (names: [String]) in names.contains { SearchKey($0).words == words } }
        // What the name means offline counts only word for word; a saved place's name may still be it.
        if let country = try? countries.country(named: query.text),
            sameWords([country.name, country.alpha2, country.alpha3] + country.alternateNames)
        {
            return true
        }
        do {
            if let city = try cities.city(matching: query),
                sameWords([city.name, city.asciiName] + city.alternateNames)
            {
                return true
            }
        } catch .ambiguousCity {
            return true
        } catch {
            // A lookup that fails counts as not knowing: it only loses the joining of words, and naming the
            // place later reports the failure.
            return false
        }
        let key = query.nameKey
        let saved = (try? await places.savedPlaces(named: key)) ?? []
        let looked = (try? await places.lookedAtPlaces(named: key)) ?? []
        return Place.bestMatches(for: query, among: saved + looked).contains { place in
            sameWords([place.name] + place.aliases.names)
        }
    }

    /// The one saved place that answers to the query's name within its country and region, nil for none;
    /// throws ambiguous for several equally good.
    private func saved(_ query: PlaceQuery) async throws(WeatherError) -> Place? {
        let candidates = try await places.savedPlaces(named: query.nameKey)
        let best = Place.bestMatches(for: query, among: candidates)
        guard !best.isEmpty else { return nil }
        guard best.count == 1, let place = best.first else {
            throw .ambiguousPlace(query: query.text, candidates: best.map { $0.label(among: best) })
        }
        return place
    }

    private func savedTwin(of meaning: Place) async throws(WeatherError) -> Place? {
        try await places.savedPlaces(named: SearchKey(meaning.name)).first { $0.isTwin(of: meaning) }
    }

    /// The capital of the country the whole query names, if any.
    private func capital(namedBy query: PlaceQuery) throws(WeatherError) -> Place? {
        try countries.country(named: query.text)?.capitalPlace
    }

    /// The gazetteer's city for the query, if it names one city rather than several.
    private func city(namedBy query: PlaceQuery) throws(WeatherError) -> Place? {
        do {
            return try cities.city(matching: query)?.place
        } catch .ambiguousCity {
            return nil
        }
    }
}
