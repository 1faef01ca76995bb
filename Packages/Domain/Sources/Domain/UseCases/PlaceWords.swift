/// Reads the words of a command line as places: words that together name a place wxapp knows without a
/// network (a saved place, one looked at, a country of the catalog, a city of the gazetteer), or a point
/// written in two words, are that one place, so that `wxapp alerts New York` needs no quotes; every other
/// word is a place of its own.
public struct PlaceWords: Sendable {
    /// The most words one place name is looked for in: a point named after a city of four words ("Santa
    /// Cruz de Tenerife"), in French ("… (à 40 km au SE)") or English ("40 km SE of …") and told apart
    /// by its coordinates ("(28.47°N 16.25°W)"), is eleven.
    public static let longestName = 11

    /// What names mean without a network: saved places, those looked at, countries and cities.
    private let known: SavedPlaceFinder

    public init(known: SavedPlaceFinder) {
        self.known = known
    }

    /// The places `words` name, in order: at each word, the longest run of words that names a known place,
    /// else the word alone.
    public func places(in words: [String]) async -> [String] {
        var names: [String] = []
        // The names saved places are shown by in the languages, read once, when a run first needs them.
        var shown: [SavedPlaceFinder.ShownPlace]?
        var start = words.startIndex
        while start < words.endIndex {
            var taken = 1
            for length in stride(from: min(Self.longestName, words.endIndex - start), through: 2, by: -1) {
                let text = words[start..<start + length].joined(separator: " ")
                // A point written in two words ("-22.91, -43.17") is one place too.
                if PlaceQuery.numberPair(text) != nil, length == 2 {
                    taken = length
                    break
                }
                if await known.isKnownByName(text) {
                    taken = length
                    break
                }
                if shown == nil { shown = await known.shownPlaces() }
                if known.isShown(text, among: shown ?? []) {
                    taken = length
                    break
                }
            }
            names.append(words[start..<start + taken].joined(separator: " "))
            start += taken
        }
        return names
    }

    /// True when `text` names a place known without a network (`SavedPlaceFinder.isKnown(_:)`).
    public func isKnown(_ text: String) async -> Bool {
        await known.isKnown(text)
    }
}
