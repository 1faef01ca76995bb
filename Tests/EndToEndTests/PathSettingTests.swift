import Foundation
import Testing

/// Every option and variable that takes a path or a URL: an empty one is refused with its name, never taken
/// for a default or for a database that vanishes, and every database path is a file a later run finds again.
struct PathSettingTests {
    static let commands: [[String]] = [
        ["add", "Madrid"], ["list"], ["show", "Tokyo"], ["delete", "Tokyo"], ["forecast", "Tokyo"],
        ["import", "places.json"], ["export"], ["search", "Madrid"], ["doctor"], ["line"],
        ["config", "list"],
    ]

    static let variables = [
        "WXAPP_DB", "WXAPP_OPENWEATHER_URL", "WXAPP_OPENMETEO_URL", "WXAPP_METNO_URL", "WXAPP_NWS_URL",
    ]

    /// What the sandbox holds besides its own empty folders: files a run made.
    static func madeFiles(_ sandbox: Sandbox) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: sandbox.directory.path)?.allObjects as? [String]
        return (files ?? []).filter { !["home", "data", "config", "cache"].contains($0) }
    }

    @Test(arguments: commands)
    func anEmptyDatabaseOptionIsAUsageError(arguments: [String]) async throws {
        try await Sandbox.runPatiently { sandbox in
            let result = try await sandbox.wxapp(arguments: arguments + ["--db", ""])

            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: --db needs the path of a database file; an empty one names no file.\nUsage: wxapp "
                ),
                "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(try Self.madeFiles(sandbox).isEmpty)
        }
    }

    @Test(arguments: variables)
    func anEmptyPathOrURLVariableIsAUsageErrorThatNamesIt(variable: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment[variable] = ""

            let result = try await sandbox.wxapp("add", "Madrid")

            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr
                    == "wxapp: \(variable) is set but empty. Give it a value, or unset it to use the default.\n",
                "\(result)")
            #expect(try Self.madeFiles(sandbox).isEmpty)
        }
    }

    /// `--db` wins over `WXAPP_DB`, an empty one too.
    @Test func theDatabaseOptionStandsInForAnEmptyVariable() async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment["WXAPP_DB"] = ""
            let path = sandbox.directory.appendingPathComponent("chosen.sqlite3").path

            let result = try await sandbox.wxapp("add", "Japan", "--db", path)

            #expect(result.exitCode == 0, "\(result)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }

    @Test func anEmptyFileToImportIsAUsageError() async throws {
        try await Sandbox.runPatiently { sandbox in
            let result = try await sandbox.wxapp("import", "")

            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "Error: <file> needs the path of a JSON file; an empty one names no file.\nUsage: wxapp import"
                ),
                "\(result)")
        }
    }

    /// Names SQLite would otherwise open as a database in memory, gone when the run ends.
    @Test(arguments: [":memory:", "file:places.sqlite3?mode=memory", "file::memory:"])
    func aDatabaseNameIsAlwaysAFileALaterRunFinds(name: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp("add", "Spain", "--db", name)
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain", "--db", name)

            #expect(add.exitCode == 0, "\(add)")
            #expect(list.stdout.hasPrefix("Madrid, ES: "), "\(list)")
            #expect(
                FileManager.default.fileExists(atPath: sandbox.directory.appendingPathComponent(name).path))
        }
    }
}
