import Domain
import FoundationEssentials
import Synchronization

/// The country catalog, read from countries.json on first use and searched in memory from then on.
///
/// Reading is deferred so that commands which never consult the catalog do not pay for it. A file
/// that is missing or broken makes every lookup throw `WeatherError.configuration` naming it.
///
/// Names match by `SearchKey` (case, accents, Unicode form, punctuation and spaces set aside). A search lists
/// whole matches of an ISO code, name or alternate name first, then names that start with the query,
/// then names with a word that starts with it ("ivoire"), then names that merely contain it; within a
/// rank, matches on a country's own name come before matches on its alternate names, then countries
/// go alphabetically. ISO codes match only whole.
public final class CountryCatalog: CountryRepository, Sendable {
    private enum State: Sendable {
        /// Not read yet: where the file is, found when first needed.
        case unread(@Sendable () -> URL)
        /// Read; the search index is built on the first search, as an exact lookup does not need it.
        case ready(CountryIndex, CountrySearchIndex?)
        case failed(WeatherError)
    }

    private let state: Mutex<State>

    /// A catalog that reads `fileURL` on first use, not before.
    public convenience init(fileURL: URL) {
        self.init(locating: { fileURL })
    }

    /// A catalog that asks `locating` where its file is on first use, and reads it then: a command that
    /// never consults the catalog pays neither for finding nor for reading the file.
    public init(locating: @escaping @Sendable () -> URL) {
        state = Mutex(.unread(locating))
    }

    /// A catalog of exactly `countries`, ready to search.
    public init(countries: [Country]) {
        state = Mutex(.ready(CountryIndex(countries), nil))
    }

    /// Reads the file now if not yet read; throws `WeatherError.configuration` when it is missing or broken.
    public func preload() throws(WeatherError) {
        _ = try loadedIndex().get()
    }

    public func country(named query: String) throws(WeatherError) -> Country? {
        try loadedIndex().get().country(named: query)
    }

    public func search(_ query: String) throws(WeatherError) -> [Country] {
        try searchIndex().get().search(query)
    }

    private func loadedIndex() -> Result<CountryIndex, WeatherError> {
        state.withLock { state in Self.ensureLoaded(&state).map(\.0) }
    }

    private func searchIndex() -> Result<CountrySearchIndex, WeatherError> {
        state.withLock { state in
            Self.ensureLoaded(&state).map { lookup, search in
                if let search { return search }
                let built = CountrySearchIndex(lookup)
                state = .ready(lookup, built)
                return built
            }
        }
    }

    /// The state's index, reading the file first if it is unread; a failure is kept for every later call.
    private static func ensureLoaded(_ state: inout State) -> Result<
        (CountryIndex, CountrySearchIndex?), WeatherError
    > {
        switch state {
        case .ready(let lookup, let search):
            return .success((lookup, search))
        case .failed(let error):
            return .failure(error)
        case .unread(let locate):
            let fileURL = locate()
            do throws(WeatherError) {
                let lookup = CountryIndex(try Self.load(fileURL: fileURL))
                state = .ready(lookup, nil)
                return .success((lookup, nil))
            } catch {
                state = .failed(error)
                return .failure(error)
            }
        }
    }
}
