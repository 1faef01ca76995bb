import Domain

/// Places as the language names them (generated into `PlaceNames+Tables.swift` by
/// scripts/generate_place_names.py): a city where the Unicode CLDR or GeoNames names it otherwise in the
/// language ("Wien", "München", "東京"), a point named after such a city ("Hamar (40 km SO)"), and every
/// country ("Österreich", "日本"). Any other place keeps its own name.
struct PlaceNames: LanguageText {
    let words: Words

    /// The place's name in the language: the name the user found it by where that is one of its other
    /// names ("München" in every language), else a city's own name where the language has one, and a point
    /// named after a city ("40 km SE of Hamar") worded in the language around that city's name.
    func name(of place: Place) -> String {
        place.shownName ?? name(place.name, country: place.countryCode)
    }

    /// The names a point `place` is shown by in every language wxapp speaks, each once, by which a reader of
    /// any language finds it ("Hamar (40 km SO)", "ハーマルの南東40 km"). A city needs none here: every name
    /// the gazetteer has for it finds it, and the name it was found by is the place's own (`shownName`).
    /// This is asked of every saved place when a name finds none.
    static func inEveryLanguage(of place: Place) -> [String] {
        guard PointName(parsing: place.name) != nil else { return [] }
        var names: [String] = []
        for language in Language.allCases where language != .english {
            let name = PlaceNames(Words(language)).name(of: place)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// A place a hint offers, as the language names it: a country by its name in the language, any other
    /// place as `name(of:)` names it.
    func name(of near: NearPlace) -> String {
        if near.isCountry { return countryName(code: near.countryCode, english: near.name) }
        return near.shownName ?? name(near.name, country: near.countryCode)
    }

    private func name(_ name: String, country: String) -> String {
        guard words.language != .english else { return name }
        guard let point = PointName(parsing: name) else { return cityName(name, country: country) }
        let city = cityName(point.city, country: country)
        let name =
            switch point.reach {
            case .near: words("near \(city)")
            case .away(let kilometres, let direction):
                words("\(kilometres) km \(CompassText(words).text(direction)) of \(city)")
            }
        return point.coordinates.map { "\(name) (\($0))" } ?? name
    }

    /// The city called `name` in the country `country` (an ISO code), as the language names it: any
    /// spelling with the same name key ("Zurich", "Zürich", "ZURICH") is the same city.
    func cityName(_ name: String, country: String) -> String {
        guard words.language != .english else { return name }
        let key = SearchKey(name).compact + "|" + country.uppercased()
        return Self.tables(words.language).cities.value(for: key) ?? name
    }

    /// The country's name in the language; `english`, the catalog's, where CLDR has none.
    func countryName(code: String, english: String) -> String {
        guard words.language != .english else { return english }
        return Self.tables(words.language).countries.value(for: code.uppercased()) ?? english
    }
}
