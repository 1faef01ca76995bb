import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// Real SQLite failures become storage errors that name the file and say what to do.
struct StorageErrorTests {
    @Test func aFullDatabaseSaysTheDiskIsFull() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.database)
        try database.execute("CREATE TABLE item (value BLOB); PRAGMA max_page_count = 8")

        let failure = #expect(throws: SQLiteError.self) {
            for _ in 0..<64 {
                try database.run(
                    "INSERT INTO item (value) VALUES (?)", [.blob(Array(repeating: 1, count: 4_096))])
            }
        }

        #expect(
            failure.map { SQLiteWeatherStore.storageError($0, path: folder.database) }
                == .storage(
                    path: folder.database,
                    detail: "the disk is full; free some space and try again (database or disk is full)"))
    }

    @Test func aFileFromANewerVersionSaysToUpdate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try SQLiteDatabase(path: folder.database).setUserVersion(WeatherSchema.migrations.count + 5)

        let failure = #expect(throws: WeatherError.self) { try SQLiteWeatherStore(path: folder.database) }

        guard case .storage(let path, let detail) = failure else {
            Issue.record("expected a storage error, got \(String(describing: failure))")
            return
        }
        #expect(path == folder.database)
        #expect(
            detail.hasPrefix(
                "a newer version of wxapp wrote it; update wxapp to use this file (the database schema version"
            ))
    }

    @Test func aFailedWriteOfTheDiskSaysSoWithoutGuessingMore() {
        let failure = SQLiteError(
            code: 778, message: "disk I/O error", path: "/x/wxapp.sqlite3", systemErrorNumber: 5)

        #expect(
            SQLiteWeatherStore.storageError(failure, path: "/x/wxapp.sqlite3")
                == .storage(
                    path: "/x/wxapp.sqlite3",
                    detail:
                        "the disk could not be written or read (it may be full, over a quota or failing); "
                        + "free some space and try again (disk I/O error)"))
    }
}
