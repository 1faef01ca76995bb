import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

struct SQLiteDatabaseMaintenanceTests {
    static let now = Date(timeIntervalSince1970: 1_714_564_800)  // 2024-05-01 12:00:00 UTC

    static func stub(_ directory: TemporaryFolder) -> SQLiteDatabaseMaintenance {
        SQLiteDatabaseMaintenance(path: directory.database, clock: FixedClock(now))
    }

    static func place(_ number: Int) -> Place {
        Place(
            name: "Place \(number)", countryCode: "JP",
            coordinates: Coordinates(latitude: Double(number) / 2, longitude: Double(number) / 3)!)
    }

    /// A database with `count` places, each with an observation; every connection is closed afterwards.
    static func saved(_ count: Int, at path: String) async throws -> [Report<CurrentWeather>] {
        let store = try SQLiteWeatherStore(path: path)
        for number in 0..<count {
            try await store.save(
                place(number), weather: Fixtures.weather(kelvin: 250 + Double(number)),
                fetchedAt: Fixtures.epoch.addingTimeInterval(Double(number)))
        }
        return try await store.observations()
    }

    @Test func aHealthyFileIsReportedWithItsCounts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try await Self.saved(3, at: folder.database)

        let health = try await Self.stub(folder).check()

        #expect(
            health
                == DatabaseHealth(
                    path: folder.database, exists: true, schemaVersion: WeatherSchema.migrations.count,
                    supportedSchemaVersion: WeatherSchema.migrations.count, integrity: ["ok"], placeCount: 3,
                    observationCount: 3, problems: []))
    }

    @Test func aMissingFileIsReportedAndNotCreated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let health = try await Self.stub(folder).check()

        #expect(!health.exists && health.isHealthy && health.placeCount == nil)
        #expect(try folder.files() == [])
    }

    @Test func aFileOfRandomBytesIsAProblemAndIsLeftAlone() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: URL(fileURLWithPath: folder.database))

        let health = try await Self.stub(folder).check()

        #expect(health.problems == ["it is not a SQLite database, or it is damaged (file is not a database)"])
        #expect(health.schemaVersion == nil && health.placeCount == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == garbage)
        #expect(try folder.files() == ["wxapp.sqlite3"])
    }

    @Test func aFileFromANewerVersionIsAProblem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try await Self.saved(1, at: folder.database)
        try SQLiteDatabase(path: folder.database).setUserVersion(99)

        let health = try await Self.stub(folder).check()

        #expect(health.isFromANewerVersion)
        #expect(
            health.problems == [
                "a newer wxapp wrote it (schema version 99; this wxapp knows up to \(WeatherSchema.migrations.count))"
            ])
    }

    @Test func aBackupIsAnExactCopyBesideTheFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try await Self.saved(2, at: folder.database)
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.database))

        let first = try await Self.stub(folder).backUp()
        let second = try await Self.stub(folder).backUp()

        #expect(first == folder.database + ".backup-20240501T120000Z")
        #expect(second == first + "-2")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == original)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == original)
    }

    @Test func aRebuildKeepsEveryPlaceAndItsObservationAndKeepsTheOldFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = try await Self.saved(5, at: folder.database)
        let original = try Data(contentsOf: URL(fileURLWithPath: folder.database))

        let outcome = try await Self.stub(folder).rebuild()

        #expect(
            outcome
                == DatabaseRebuild(
                    backupPath: folder.database + ".backup-20240501T120000Z", foundPlaces: 5, keptPlaces: 5))
        #expect(try Data(contentsOf: URL(fileURLWithPath: outcome.backupPath)) == original)
        #expect(try await SQLiteWeatherStore(path: folder.database).observations() == saved)
        let files = try folder.files()
        #expect(files == ["wxapp.sqlite3", "wxapp.sqlite3.backup-20240501T120000Z"])
    }

    @Test func aRebuildKeepsTheNamesEachPlaceAnswersTo() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mumbai = Place(
            name: "Mumbai", countryCode: "IN", region: "Maharashtra",
            coordinates: Coordinates(latitude: 19.07, longitude: 72.88)!,
            aliases: PlaceAliases(names: ["Bombay"], regions: ["16"]))
        try await SQLiteWeatherStore(path: folder.database).save(
            mumbai, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        _ = try await Self.stub(folder).rebuild()

        let found = try await SQLiteWeatherStore(path: folder.database).places(named: SearchKey("BOMBAY"))
        #expect(found == [mumbai])
        #expect(found.first?.aliases == PlaceAliases(names: ["Bombay"], regions: ["Maharashtra", "16"]))
    }

    @Test func aRebuildOfADamagedFileKeepsWhatCanStillBeRead() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let saved = try await Self.saved(80, at: folder.database)
        try DamagedDatabase.overwriteFirstLeaf(ofTable: "observation", at: folder.database)
        let damaged = try Data(contentsOf: URL(fileURLWithPath: folder.database))
        #expect(try await !Self.stub(folder).check().isHealthy)

        let outcome = try await Self.stub(folder).rebuild()

        let kept = try await SQLiteWeatherStore(path: folder.database).observations()
        #expect(outcome.foundPlaces == 80)
        #expect(outcome.keptPlaces == kept.count && kept.count > 0 && kept.count < 80)
        #expect(kept == saved.filter { kept.map(\.place).contains($0.place) }, "what is kept is intact")
        #expect(try Data(contentsOf: URL(fileURLWithPath: outcome.backupPath)) == damaged)
        #expect(try await Self.stub(folder).check().isHealthy)
    }

    @Test func aRebuildOfRandomBytesStartsAfreshAndKeepsTheBytes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let garbage = Data((0..<8_192).map { UInt8(truncatingIfNeeded: $0 &* 91 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: folder.database))

        let outcome = try await Self.stub(folder).rebuild()

        #expect(outcome.foundPlaces == 0 && outcome.keptPlaces == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: outcome.backupPath)) == garbage)
        #expect(try await SQLiteWeatherStore(path: folder.database).observations().isEmpty)
    }

    @Test func aFileFromANewerVersionIsNotRebuilt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try await Self.saved(1, at: folder.database)
        try SQLiteDatabase(path: folder.database).setUserVersion(99)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.database))

        await #expect(throws: WeatherError.self) { try await Self.stub(folder).rebuild() }

        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.database)) == before)
        let files = try folder.files()
        #expect(files == ["wxapp.sqlite3"])
    }

    @Test func aRebuildCarriesTheCommittedWriteAheadLogAlong() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try SQLiteWeatherStore(path: folder.database)
        try await store.save(Self.place(1), weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        #expect(FileSystemSupport.exists(atPath: folder.database + "-wal"), "the store is still open")

        let outcome = try await Self.stub(folder).rebuild()

        #expect(outcome.keptPlaces == 1)
        #expect(FileSystemSupport.exists(atPath: outcome.backupPath + "-wal"))
        #expect(try await SQLiteWeatherStore(path: outcome.backupPath).observations().count == 1)
    }
}
