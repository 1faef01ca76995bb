/// Reads the words of a command line as places: words that together name a place wxapp knows without a
/// network (a saved place, one looked at, a country of the catalog, a city of the gazetteer) are that one
/// place, so that `wxapp alerts New York` needs no quotes; every other word is a place of its own.
public struct PlaceWords: Sendable {
    /// The most words one place name is looked for in ("Santa Cruz de Tenerife" is four).
    public static let longestName = 4

    private let countries: any CountryRepository
    private let cities: any CityRepository
    private let places: any WeatherRepository

    public init(countries: any CountryRepository, cities: any CityRepository, places: any WeatherRepository) {
        self.countries = countries
        self.cities = cities
        self.places = places
    }

    /// The places `words` name, in order: at each word, the longest run of words that names a known place,
    /// else the word alone.
    public func places(in words: [String]) async -> [String] {
        var names: [String] = []
        var start = words.startIndex
        while start < words.endIndex {
            var taken = 1
            for length in stride(from: min(Self.longestName, words.endIndex - start), through: 2, by: -1) {
                if await isKnown(words[start..<start + length].joined(separator: " ")) {
                    taken = length
                    break
                }
            }
            names.append(words[start..<start + taken].joined(separator: " "))
            start += taken
        }
        return names
    }

    /// True when `text` names a place known without a network, word for word: a name whose letters run on
    /// across the words ("Agaram" for "AG AR AM") is not that place.
    public func isKnown(_ text: String) async -> Bool {
        guard let query = try? PlaceQuery(text) else { return false }
        let words = query.nameKey.words
        let sameWords = { (names: [String]) in names.contains { SearchKey($0).words == words } }
        if let country = try? countries.country(named: query.text) {
            return sameWords([country.name, country.alpha2, country.alpha3] + country.alternateNames)
        }
        do {
            if let city = try cities.city(matching: query) {
                return sameWords([city.name, city.asciiName] + city.alternateNames)
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
}
