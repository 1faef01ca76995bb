import Domain
import Foundation
import Synchronization

/// The country catalog, read from countries.json on first use and searched in memory from then on.
///
/// Reading is deferred so that commands which never consult the catalog do not pay for it. Call
/// `preload()` before searching to learn whether the file could be read: after a failed read the
/// catalog stays empty for the life of the instance, so `country(named:)` returns nil and
/// `search(_:)` returns no countries. ISO codes match exactly; names and alternate names also match
/// by prefix, by word prefix and as substrings, all ignoring case, accents and Unicode form.
public final class CountryCatalog: CountryRepository, Sendable {
    private enum State: Sendable {
        case unread(URL)
        case ready(CountryIndex)
        case failed(WeatherError)
    }

    private let state: Mutex<State>

    /// A catalog that reads `fileURL` on first use, not before.
    public init(fileURL: URL) {
        state = Mutex(.unread(fileURL))
    }

    /// A catalog of exactly `countries`, ready to search.
    public init(countries: [Country]) {
        state = Mutex(.ready(CountryIndex(countries)))
    }

    /// Reads the file now if not yet read; throws `WeatherError.configuration` when it is missing or broken.
    public func preload() throws(WeatherError) {
        _ = try index().get()
    }

    public func country(named query: String) -> Country? {
        guard case .success(let index) = index() else { return nil }
        return index.country(named: query)
    }

    public func search(_ query: String) -> [Country] {
        guard case .success(let index) = index() else { return [] }
        return index.search(query)
    }

    private func index() -> Result<CountryIndex, WeatherError> {
        state.withLock { state in
            switch state {
            case .ready(let index):
                return .success(index)
            case .failed(let error):
                return .failure(error)
            case .unread(let fileURL):
                do throws(WeatherError) {
                    let index = CountryIndex(try Self.load(fileURL: fileURL))
                    state = .ready(index)
                    return .success(index)
                } catch {
                    state = .failed(error)
                    return .failure(error)
                }
            }
        }
    }
}
