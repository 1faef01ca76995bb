import ArgumentParser
import Synchronization

/// Completion of place names for the shells' completion scripts: the composition root installs where
/// names come from (the saved places, read from the database with no network; the catalog and the
/// gazetteer for `add`; both for the commands that take any place) before the command line is parsed.
public enum PlaceCompletion {
    public enum Kind: Sendable {
        /// The names of saved places.
        case saved
        /// Countries and cities `add` can find, by prefix.
        case any
        /// The names of saved places first, then countries and cities, for a command that takes any place.
        case savedThenAny
    }

    /// Answers `kind` names starting with a prefix, given the words typed so far (for `--db`).
    public typealias Source = @Sendable (_ kind: Kind, _ prefix: String, _ words: [String]) -> [String]

    /// The help of an argument naming one place, saved or not.
    static var onePlaceHelp: ArgumentHelp {
        Help.words(
            "A place, saved or not: \"Tokyo\", \"Paris,FR\", a country for its capital, or LAT,LON; its words need no quotes (default: the home place).",
            valueName: "place")
    }

    /// The help of an argument naming places, saved or not.
    static var anyPlaceHelp: ArgumentHelp {
        Help.words(
            "Places, saved or not: \"Tokyo\", \"Paris,FR\", a country for its capital, or LAT,LON (default: the home place)."
        )
    }

    /// The most names one completion offers.
    public static let limit = 50

    private static let source = Mutex<Source?>(nil)

    public static func install(_ newSource: @escaping Source) {
        source.withLock { $0 = newSource }
    }

    /// The completion of an argument naming places of `kind`, as the requesting shell's script takes it.
    static func completion(_ kind: Kind) -> CompletionKind {
        .custom { words, _, prefix in
            let lines = CompletionCandidates.lines(
                names(kind, prefix: prefix, words: words), for: CompletionShell.requesting, typed: prefix)
            return Array(lines.prefix(limit))
        }
    }

    /// The `kind` names starting with `prefix` the installed source answers; none before one is installed.
    static func names(_ kind: Kind, prefix: String, words: [String]) -> [String] {
        Self.source.withLock({ $0 }).map { $0(kind, prefix, words) } ?? []
    }
}
