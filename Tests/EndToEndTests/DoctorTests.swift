import Foundation
import Infrastructure
import Testing

/// `wxapp doctor` on the real binary: it checks, backs up and rebuilds, and never deletes the user's file.
struct DoctorTests {
    @Test func aHealthyDatabaseIsDescribedAndBackedUp() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "France").exitCode == 0)
            let path = sandbox.databaseURL.path
            let original = try Data(contentsOf: sandbox.databaseURL)

            let check = try await sandbox.wxapp("doctor", "--format", "plain")
            let backup = try await sandbox.wxapp("doctor", "--backup", "--format", "json")

            #expect(check.exitCode == 0 && check.stderr.isEmpty, "\(check)")
            #expect(check.stdout.hasPrefix("Database: \(path)\nSchema: version "), "\(check)")
            #expect(
                check.stdout.contains("Integrity: ok\nPlaces: 2 saved, 2 with weather\nStatus: healthy\n"))
            #expect(backup.exitCode == 0, "\(backup)")
            let document = try JSONSerialization.jsonObject(with: Data(backup.stdout.utf8)) as? [String: Any]
            let copy = try #require(document?["backup"] as? String)
            #expect(copy.hasPrefix(path + ".backup-"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
            #expect(try Data(contentsOf: sandbox.databaseURL) == original)
        }
    }

    @Test func aMissingDatabaseIsNotCreated() async throws {
        try await Sandbox.runPatiently { sandbox in
            let result = try await sandbox.wxapp("doctor")

            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("not created yet"), "\(result)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.databaseURL.path))
        }
    }

    @Test func aFileOfRandomBytesIsRebuiltAndKeptAsABackup() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = sandbox.directory.appendingPathComponent("garbage.sqlite3").path
            let garbage = Data((0..<8_192).map { _ in UInt8.random(in: 0...255) })
            try garbage.write(to: URL(fileURLWithPath: path))
            sandbox.environment["WXAPP_DB"] = path

            let check = try await sandbox.wxapp("doctor")
            let rebuild = try await sandbox.wxapp("doctor", "--rebuild", "--format", "json")
            let add = try await sandbox.wxapp("add", "Japan")

            #expect(check.exitCode == 74, "\(check)")
            #expect(
                check.stdout.contains("Problem    it is not a SQLite database, or it is damaged"), "\(check)")
            #expect(check.stderr.contains("Run \"wxapp doctor --rebuild\""), "\(check)")
            #expect(rebuild.exitCode == 0, "\(rebuild)")
            let document = try JSONSerialization.jsonObject(with: Data(rebuild.stdout.utf8)) as? [String: Any]
            let backup = try #require(document?["backup"] as? String)
            #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == garbage, "the old bytes are kept")
            #expect(document?["healthy"] as? Bool == true)
            #expect(add.exitCode == 0, "the rebuilt file works\n\(add)")
        }
    }

    /// A damaged index: SQLite's integrity check fails, but every row can still be read through its table.
    @Test func aDamagedFileKeepsEveryPlaceThatCanStillBeRead() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "France", "Spain").exitCode == 0)
            let path = sandbox.databaseURL.path
            var bytes = try Data(contentsOf: sandbox.databaseURL)
            let pageSize = 4_096
            let index = try #require(
                SQLiteDatabase(path: path, readOnly: true).query(
                    "SELECT rootpage FROM sqlite_schema WHERE name = 'sqlite_autoindex_place_1'"
                ).first?.int("rootpage"))
            bytes.replaceSubrange(
                ((index - 1) * pageSize)..<(index * pageSize), with: Data(repeating: 0xA5, count: pageSize))
            try bytes.write(to: sandbox.databaseURL)

            let check = try await sandbox.wxapp("doctor")
            let rebuild = try await sandbox.wxapp("doctor", "--rebuild", "--format", "plain")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")

            #expect(check.exitCode == 74, "\(check)")
            #expect(rebuild.exitCode == 0, "\(rebuild)")
            #expect(rebuild.stdout.contains("Rebuilt: kept 3 of 3 places\nStatus: healthy\n"), "\(rebuild)")
            #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["Tokyo", "Paris", "Madrid"])
            let backups = try FileManager.default.contentsOfDirectory(
                atPath: sandbox.databaseURL.deletingLastPathComponent().path
            )
            .filter { $0.contains(".backup-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
            #expect(backups.count == 1)
        }
    }
}
