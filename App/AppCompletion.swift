import Domain
import FoundationEssentials
import Infrastructure
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the shells' completion of place names looks: saved places from the database (never created by
/// completing, never with a request), and for `add` the catalog's countries and the gazetteer's cities;
/// for `show`, `forecast`, `air` and `normals`, which take any place, the saved ones first, then those.
enum AppCompletion {
    static func install(environment: [String: String], executablePath: String) {
        PlaceCompletion.install { kind, prefix, words in
            // A completion prints names or nothing: a broken configuration or database offers no names
            // rather than an error in the middle of the user's command line.
            do {
                let container = try AppDIContainer(
                    settings: CommandSettings(
                        databasePath: databasePath(in: words, home: environment["HOME"]), verbose: false),
                    environment: environment, executablePath: executablePath)
                switch kind {
                case .saved: return savedNames(readableSavedPlaces(container), prefix: prefix)
                case .any: return try catalogNames(container, prefix: prefix)
                case .savedThenAny:
                    let places = readableSavedPlaces(container)
                    let saved = savedNames(places, prefix: prefix)
                    // A saved city is offered once, as saved ("Paris", not "Paris" and "Paris,FR"), by its
                    // name key and country; a missing catalog or gazetteer still leaves the saved names.
                    let keys = Set(
                        places.flatMap { place in
                            [place.name, place.shown].compactMap { $0 }.map {
                                SearchKey($0).compact + "," + place.country
                            }
                        })
                    let more: [String]
                    do {
                        more = try catalogNames(container, prefix: prefix).filter { name in
                            let (city, country) = (name.prefix { $0 != "," }, name.drop { $0 != "," })
                            return !keys.contains(SearchKey(String(city)).compact + country)
                                && !saved.contains(name)
                        }
                    } catch {
                        more = []
                    }
                    return Array((saved + more).prefix(PlaceCompletion.limit))
                }
            } catch {
                return []
            }
        }
    }

    /// A saved place as completion offers it: its own name, the name it is shown by when it was added by
    /// another, and its country code.
    typealias SavedPlace = (name: String, shown: String?, country: String)

    /// The saved places, in saved order, read-only: completing never creates, migrates or locks the
    /// database for writing.
    private static func savedPlaces(at path: String) -> [SavedPlace] {
        do {
            let database = try SQLiteDatabase(path: path, readOnly: true, writeAheadLog: false)
            // Places only looked at are not saved; a file from before looks were kept has no `listed`, one
            // from before shown names no `shown_name`.
            let columns = try database.query("PRAGMA table_info(place)").compactMap { $0.string("name") }
            let saved = columns.contains("listed") ? " WHERE listed = 1" : ""
            let shown = columns.contains("shown_name") ? ", shown_name" : ""
            return try database.query("SELECT name, country_code\(shown) FROM place\(saved) ORDER BY id")
                .compactMap { row in
                    guard let name = row.string("name"), let country = row.string("country_code") else {
                        return nil
                    }
                    return (name, row.string("shown_name"), country)
                }
        } catch {
            return []
        }
    }

    /// The saved places of the container's database; none when it cannot be read.
    private static func readableSavedPlaces(_ container: AppDIContainer) -> [SavedPlace] {
        let path = container.configuration.databasePath
        return access(path, R_OK) == 0 ? savedPlaces(at: path) : []
    }

    /// `--db PATH` or `--db=PATH` among the words typed so far, as the shell will pass it when the command
    /// runs: the shells hand completions the words as typed, quotes and `~` included.
    static func databasePath(in words: [String], home: String?) -> String? {
        for (index, word) in words.enumerated() {
            if word == "--db", index + 1 < words.count { return asRun(words[index + 1], home: home) }
            // No shell expands `~` after `--db=`.
            if word.hasPrefix("--db=") { return asRun(String(word.dropFirst(5)), home: nil) }
        }
        return nil
    }

    /// `word` as the shell will pass it when the command runs: one pair of enclosing quotes removed, else
    /// backslash escapes removed and a leading `~` expanded to `home` (when given).
    private static func asRun(_ word: String, home: String?) -> String {
        var path = word
        if path.count >= 2, let quote = path.first, quote == "'" || quote == "\"", path.last == quote {
            return String(path.dropFirst().dropLast())
        }
        if path.contains("\\") {
            var unescaped = ""
            var escaping = false
            for character in path {
                if !escaping, character == "\\" {
                    escaping = true
                    continue
                }
                unescaped.append(character)
                escaping = false
            }
            path = unescaped
        }
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// Saved names starting with `prefix` (case, accents and Unicode form ignored): a place by the name it
    /// is shown by ("München", added as `munchen`), or by its own where only that one starts so ("Munich");
    /// a name saved in more than one country, or typed with a comma, is offered with its country code, so
    /// that it names one place and goes on from what was typed ("London,C" gives "London,CA").
    private static func savedNames(_ places: [SavedPlace], prefix: String) -> [String] {
        let typed = String(prefix.prefix { $0 != "," })
        let names = places.map { place -> (name: String, country: String) in
            guard let shown = place.shown, starts(shown, with: typed) || !starts(place.name, with: typed)
            else {
                return (place.name, place.country)
            }
            return (shown, place.country)
        }
        let counts = Dictionary(names.map { ($0.name, 1) }, uniquingKeysWith: +)
        return names.compactMap { place in
            let qualified = (counts[place.name] ?? 0) > 1 || prefix.contains(",")
            let label = qualified ? "\(place.name),\(place.country)" : place.name
            return starts(label, with: prefix) ? label : nil
        }
    }

    /// Countries, then cities as "City,CC", whose names start with `prefix`: a city by the first of its
    /// other names that does, where its own name does not ("Москва,RU" for "Мос").
    private static func catalogNames(_ container: AppDIContainer, prefix: String) throws(WeatherError)
        -> [String]
    {
        guard SearchKey(prefix).compact.count >= 2 else { return [] }
        let found = try container.commandServices.useCases.searchPlaces().execute(
            prefix, cityLimit: PlaceCompletion.limit * 2)
        let countries = found.countries.map(\.name).filter { starts($0, with: prefix) }
        let cities = found.cities.compactMap { city in
            let name =
                starts(city.name, with: prefix)
                ? city.name : city.alternateNames.first { starts($0, with: prefix) }
            return name.map { "\($0),\(city.countryCode)" }
        }
        return Array((countries + cities).prefix(PlaceCompletion.limit))
    }

    private static func starts(_ name: String, with prefix: String) -> Bool {
        SearchKey(name).compact.hasPrefix(SearchKey(prefix).compact)
    }
}
