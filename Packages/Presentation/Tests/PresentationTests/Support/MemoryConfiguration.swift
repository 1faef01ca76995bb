import Domain
import Synchronization

/// A configuration file kept in memory, at a fixed made-up path.
final class MemoryConfiguration: ConfigurationRepository {
    let location = "/home/ann/.config/wxapp/config.toml"
    private let stored: Mutex<[String: ConfigurationValue]>

    init(_ entries: [String: ConfigurationValue] = [:]) {
        stored = Mutex(entries)
    }

    func entries() throws(WeatherError) -> [String: ConfigurationValue] {
        stored.withLock { $0 }
    }

    func save(_ entries: [String: ConfigurationValue]) throws(WeatherError) {
        stored.withLock { $0 = entries }
    }

    /// Memory is never nested too deep to be read.
    func removeUnreadable(_ name: String) throws(WeatherError) -> Bool { false }
}

/// A place list that is whatever the test says, whatever the path.
struct FixedPlaceList: PlaceListSource {
    let result: Result<[PlaceListEntry], WeatherError>

    func entries(at path: String) throws(WeatherError) -> [PlaceListEntry] {
        try result.get()
    }
}
