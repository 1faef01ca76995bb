import Domain
import Synchronization

/// Reports fixed findings (a healthy file with two places unless told otherwise) and records what it did.
final class StubDatabaseMaintenance: DatabaseMaintenance {
    static let path = "/home/ann/.local/share/wxapp/wxapp.sqlite3"

    static func health(
        exists: Bool = true, schemaVersion: Int? = 2, integrity: [String] = ["ok"], placeCount: Int? = 2,
        observationCount: Int? = 2, problems: [String] = []
    ) -> DatabaseHealth {
        DatabaseHealth(
            path: path, exists: exists, schemaVersion: schemaVersion, supportedSchemaVersion: 2,
            integrity: integrity, placeCount: placeCount, observationCount: observationCount,
            problems: problems)
    }

    private let before: DatabaseHealth
    private let after: DatabaseHealth
    private let calls = Mutex<[String]>([])

    init(before: DatabaseHealth = health(), after: DatabaseHealth? = nil) {
        self.before = before
        self.after = after ?? before
    }

    var recorded: [String] { calls.withLock { $0 } }

    /// No provider was asked with this file.
    func providerChecks() async throws(WeatherError) -> [ProviderCheck] { [] }

    func check() async throws(WeatherError) -> DatabaseHealth {
        let rebuilt = calls.withLock { calls in
            calls.append("check")
            return calls.contains("rebuild")
        }
        return rebuilt ? after : before
    }

    func backUp() async throws(WeatherError) -> String {
        calls.withLock { $0.append("backUp") }
        return Self.path + ".backup-20240501T120000Z"
    }

    func rebuild() async throws(WeatherError) -> DatabaseRebuild {
        calls.withLock { $0.append("rebuild") }
        return DatabaseRebuild(
            backupPath: Self.path + ".backup-20240501T120000Z", foundPlaces: 3, keptPlaces: 2)
    }
}
