import Foundation
import Infrastructure
import Testing

/// A file whose schema version is not what its tables are: every command says so with exit 74 and leaves
/// the file as it was, `doctor` calls it damaged, and `doctor --rebuild` mends it.
struct DamagedSchemaVersionTests {
    /// How a file's version goes wrong: set by hand below zero or one below its tables, or a damaged byte
    /// in the header's version (offset 60, its high byte: a large negative number).
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case negative, oneBelow, headerByte

        var testDescription: String { rawValue }

        func apply(to path: String) throws {
            switch self {
            case .negative:
                try SQLiteDatabase(path: path).execute(
                    "PRAGMA user_version = -1; PRAGMA journal_mode = DELETE")
            case .oneBelow:
                let database = try SQLiteDatabase(path: path)
                let version = try database.userVersion()
                try database.execute("PRAGMA user_version = \(version - 1); PRAGMA journal_mode = DELETE")
            case .headerByte:
                try SQLiteDatabase(path: path).execute("PRAGMA journal_mode = DELETE")
                var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                bytes[60] = 0x80
                try bytes.write(to: URL(fileURLWithPath: path))
            }
        }
    }

    /// One saved database a damage, each command run on it in turn: none changes a byte of it.
    @Test(arguments: Damage.allCases)
    func everyCommandSaysSoAndChangesNothing(damage: Damage) async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await BrokenStorageTests.savedDatabase(sandbox)
            try damage.apply(to: path)
            let before = try BrokenStorageTests.bytes(path)

            for arguments in BrokenStorageTests.commands {
                let result = try await sandbox.wxapp(arguments: arguments)

                #expect(result.exitCode == 74, "\(arguments): \(result)")
                #expect(
                    result.stderr.hasPrefix(
                        "wxapp: The database \(path) could not be used: its schema version does not match its "
                            + "tables; \"wxapp doctor --rebuild\" mends it (schema version "),
                    "\(arguments): \(result)")
                #expect(
                    try BrokenStorageTests.bytes(path) == before,
                    "\(arguments) changed a file it could not use")
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func doctorCallsItDamagedAndRebuildMendsIt(damage: Damage) async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await BrokenStorageTests.savedDatabase(sandbox)
            try damage.apply(to: path)

            let check = try await sandbox.wxapp("doctor", "--format", "plain")
            let rebuild = try await sandbox.wxapp("doctor", "--rebuild", "--format", "plain")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")

            #expect(check.exitCode == 74, "\(check)")
            #expect(
                check.stderr.hasPrefix(
                    "wxapp: The database \(path) has problems: its schema version does not match its tables "
                        + "(schema version "), "\(check)")
            #expect(rebuild.exitCode == 0, "\(rebuild)")
            #expect(rebuild.stdout.contains("Rebuilt: kept 2 of 2 places\nStatus: healthy\n"), "\(rebuild)")
            #expect(list.exitCode == 0, "\(list)")
            #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["Tokyo", "Paris"])
        }
    }
}
