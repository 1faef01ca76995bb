import Foundation
import Synchronization
import Testing
import WeatherData

@testable import Domain

struct DatabaseDoctorUseCaseTests {
    static func health(
        exists: Bool = true, schemaVersion: Int? = 1, problems: [String] = [], placeCount: Int? = 2
    ) -> DatabaseHealth {
        DatabaseHealth(
            path: "/data/wxapp.sqlite3", exists: exists, schemaVersion: schemaVersion,
            supportedSchemaVersion: 1,
            integrity: problems.isEmpty ? ["ok"] : problems, placeCount: placeCount,
            observationCount: placeCount, problems: problems)
    }

    /// Answers with fixed findings before a rebuild and others after it; records what it was asked to do.
    final class FakeDatabaseMaintenance: DatabaseMaintenance {
        let before: DatabaseHealth
        let after: DatabaseHealth
        private let calls = Mutex<[String]>([])

        init(before: DatabaseHealth, after: DatabaseHealth? = nil) {
            self.before = before
            self.after = after ?? before
        }

        var recorded: [String] { calls.withLock { $0 } }

        func check() async throws(WeatherError) -> DatabaseHealth {
            calls.withLock { $0.append("check") }
            return recorded.contains("rebuild") ? after : before
        }

        func backUp() async throws(WeatherError) -> String {
            calls.withLock { $0.append("backUp") }
            return "/data/wxapp.sqlite3.backup-1"
        }

        /// Open-Meteo answered when last asked; MET Norway failed.
        func providerChecks() async throws(WeatherError) -> [ProviderCheck] {
            [
                ProviderCheck(
                    provider: .openMeteo, checkedAt: Date(timeIntervalSince1970: 1_000), failure: nil),
                ProviderCheck(
                    provider: .metNorway, checkedAt: Date(timeIntervalSince1970: 900), failure: "HTTP 500"),
            ]
        }

        func rebuild() async throws(WeatherError) -> DatabaseRebuild {
            calls.withLock { $0.append("rebuild") }
            return DatabaseRebuild(backupPath: "/data/wxapp.sqlite3.backup-2", foundPlaces: 3, keptPlaces: 2)
        }
    }

    @Test func aCheckOnlyReads() async throws {
        let maintenance = FakeDatabaseMaintenance(before: Self.health(problems: ["page 3 is damaged"]))

        let report = try await DatabaseDoctorUseCase(maintenance: maintenance).execute(
            backUp: false, rebuild: false)

        #expect(report == .init(health: maintenance.before, backupPath: nil, rebuild: nil))
        #expect(maintenance.recorded == ["check"])
    }

    @Test func aBackupIsMadeAndReported() async throws {
        let maintenance = FakeDatabaseMaintenance(before: Self.health())

        let report = try await DatabaseDoctorUseCase(maintenance: maintenance).execute(
            backUp: true, rebuild: false)

        #expect(report.backupPath == "/data/wxapp.sqlite3.backup-1")
        #expect(maintenance.recorded == ["check", "backUp"])
    }

    @Test func aRebuildReportsTheStateAfterwards() async throws {
        let damaged = Self.health(problems: ["page 3 is damaged"])
        let maintenance = FakeDatabaseMaintenance(before: damaged, after: Self.health(placeCount: 2))

        let report = try await DatabaseDoctorUseCase(maintenance: maintenance).execute(
            backUp: true, rebuild: true)

        #expect(
            report
                == .init(
                    health: Self.health(placeCount: 2), backupPath: "/data/wxapp.sqlite3.backup-2",
                    rebuild: DatabaseRebuild(
                        backupPath: "/data/wxapp.sqlite3.backup-2", foundPlaces: 3, keptPlaces: 2)))
        #expect(maintenance.recorded == ["check", "rebuild", "check"])
    }

    @Test func aFileFromANewerVersionIsNeverRebuilt() async {
        let maintenance = FakeDatabaseMaintenance(before: Self.health(schemaVersion: 7))

        await #expect(
            throws: WeatherError.storage(
                path: "/data/wxapp.sqlite3",
                detail: "a newer wxapp wrote it (schema version 7), and rebuilding it would lose what that "
                    + "version stores; use the newer wxapp")
        ) {
            try await DatabaseDoctorUseCase(maintenance: maintenance).execute(backUp: false, rebuild: true)
        }
        #expect(maintenance.recorded == ["check"])
    }

    @Test(arguments: [(true, false), (false, true)])
    func aMissingFileCanNeitherBeBackedUpNorRebuilt(backUp: Bool, rebuild: Bool) async {
        let maintenance = FakeDatabaseMaintenance(
            before: Self.health(exists: false, schemaVersion: nil, placeCount: nil))

        await #expect(
            throws: WeatherError.storage(
                path: "/data/wxapp.sqlite3", detail: "there is no database file to back up or rebuild yet")
        ) {
            try await DatabaseDoctorUseCase(maintenance: maintenance).execute(
                backUp: backUp, rebuild: rebuild)
        }
        #expect(maintenance.recorded == ["check"])
    }

    @Test func aMissingFileIsHealthyAndANewerOneIsRecognised() {
        #expect(Self.health(exists: false, schemaVersion: nil).isHealthy)
        #expect(!Self.health(exists: false, schemaVersion: nil).isFromANewerVersion)
        #expect(Self.health(schemaVersion: 2).isFromANewerVersion)
        #expect(!Self.health(schemaVersion: 1).isFromANewerVersion)
    }

    @Test func eachProviderComesInTheOrderAskedWithWhatItDidLastTime() async throws {
        let health = DatabaseHealth(
            path: "/data/wxapp.sqlite3", exists: true, schemaVersion: 1, supportedSchemaVersion: 1,
            integrity: ["ok"], placeCount: 0, observationCount: 0, problems: [])
        let doctor = DatabaseDoctorUseCase(
            maintenance: FakeDatabaseMaintenance(before: health),
            endpoints: [
                .init(provider: .openWeatherMap, baseURL: "https://owm", position: nil),
                .init(provider: .openMeteo, baseURL: "https://om", position: 2),
                .init(provider: .metNorway, baseURL: "https://met", position: 1),
            ])
        let providers = try await doctor.execute(backUp: false, rebuild: false).providers
        #expect(providers.map(\.provider) == [.metNorway, .openMeteo, .openWeatherMap])
        #expect(providers.map { $0.lastCheck?.failure } == ["HTTP 500", nil, nil])
        #expect(providers.map { $0.lastCheck == nil } == [false, false, true])
    }
}
