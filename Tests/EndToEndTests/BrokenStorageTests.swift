import Foundation
import Infrastructure
import Testing

/// A database file wxapp cannot use: a clear message naming it, exit 74, and the file left exactly as it was.
struct BrokenStorageTests {
    /// Root ignores file permissions, so as root the permission tests run wxapp as `nobody`.
    static let canDropPrivileges =
        geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    static let canLimitFileSize = FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")

    static let commands: [[String]] = [
        ["list", "--offline"], ["add", "Spain"], ["delete", "Tokyo"], ["line"], ["line", "Tokyo"],
    ]

    /// A database with two places in `folder` of the sandbox, closed and checkpointed (a single file).
    static func savedDatabase(_ sandbox: Sandbox, folder: String = "broken") async throws -> String {
        let directory = sandbox.directory.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("wxapp.sqlite3").path
        sandbox.environment["WXAPP_DB"] = path
        #expect(try await sandbox.wxapp("add", "Japan", "France").exitCode == 0)
        #expect(!FileSystemSupport.exists(atPath: path + "-wal"), "wxapp closes the database when it ends")
        return path
    }

    static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test(arguments: commands)
    func aTruncatedFile(arguments: [String]) async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            let whole = try Self.bytes(path)
            try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
            let truncated = try Self.bytes(path)

            let result = try await sandbox.wxapp(arguments: arguments)

            #expect(result.exitCode == 74, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "wxapp: The database \(path) could not be used: it is not a wxapp database "
                        + "or it is damaged"), "\(result)")
            #expect(try Self.bytes(path) == truncated, "wxapp changed a file it could not read")
        }
    }

    @Test(arguments: commands)
    func aFileFromANewerVersion(arguments: [String]) async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            try SQLiteDatabase(path: path).execute("PRAGMA user_version = 99; PRAGMA journal_mode = DELETE")
            let before = try Self.bytes(path)

            let result = try await sandbox.wxapp(arguments: arguments)

            #expect(result.exitCode == 74, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "wxapp: The database \(path) could not be used: a newer version of wxapp "
                        + "wrote it; update wxapp to use this file"), "\(result)")
            #expect(try Self.bytes(path) == before)
        }
    }

    /// Runs wxapp as `nobody` when the tests run as root, so that permissions apply, from a copy in the
    /// sandbox: `nobody` may not be able to reach the build folder.
    static func runUnprivileged(_ sandbox: Sandbox, _ arguments: [String]) async throws -> WxappResult {
        let wxapp = sandbox.runner
        guard geteuid() == 0 else {
            let result = try await wxapp.run(arguments)
            sandbox.expectInvariants(of: result, sourceLocation: #_sourceLocation)
            return result
        }
        let dropped = WxappRunner(
            binary: URL(fileURLWithPath: "/usr/bin/setpriv"), environment: wxapp.environment,
            workingDirectory: wxapp.workingDirectory)
        let result = try await dropped.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", "--", try sandbox.binaryForAnyUser().path]
                + arguments)
        sandbox.expectInvariants(of: result, sourceLocation: #_sourceLocation)
        return result
    }

    /// Opens the sandbox and the database's folder to every user and gives the database `mode`, so that an
    /// unprivileged run reaches it; returns the folder.
    @discardableResult
    static func openToEveryone(_ sandbox: Sandbox, database path: String, mode: Int) throws -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        for directory in [sandbox.directory.path, folder] {
            try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: directory)
        }
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return folder
    }

    @Test(.enabled(if: canDropPrivileges))
    func aReadOnlyFileIsStillReadButNeverWritten() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            try Self.openToEveryone(sandbox, database: path, mode: 0o444)
            let before = try Self.bytes(path)

            let list = try await Self.runUnprivileged(sandbox, ["list", "--offline", "--format", "plain"])
            let add = try await Self.runUnprivileged(sandbox, ["add", "Spain"])
            let delete = try await Self.runUnprivileged(sandbox, ["delete", "Tokyo"])

            #expect(list.exitCode == 0 && list.stdout.hasPrefix("Tokyo, JP: "), "\(list)")
            for result in [add, delete] {
                #expect(result.exitCode == 74, "\(result)")
                #expect(
                    result.stderr.hasPrefix(
                        "wxapp: The database \(path) could not be used: it cannot be written; "
                            + "check the permissions of the file and its folder"), "\(result)")
            }
            #expect(try Self.bytes(path) == before)
        }
    }

    /// A run on a write-protected database creates nothing beside it (no `-wal` or `-shm` with the file's
    /// read-only mode), so that writes work again as soon as the file is made writable.
    @Test(.enabled(if: canDropPrivileges))
    func aReadOnlyFileLeavesNothingThatStopsALaterWrite() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            let folder = try Self.openToEveryone(sandbox, database: path, mode: 0o444)

            for arguments in Self.commands {
                _ = try await Self.runUnprivileged(sandbox, arguments)
            }
            let left = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0 != "wxapp.sqlite3" && $0 != "wxapp.sqlite3.line-lock" }
            #expect(left.isEmpty, "a run on a read-only database left \(left)")
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
            let add = try await Self.runUnprivileged(sandbox, ["add", "Spain"])
            let list = try await Self.runUnprivileged(sandbox, ["list", "--offline", "--format", "plain"])

            #expect(add.exitCode == 0, "\(add)")
            #expect(list.stdout.contains("Madrid, ES: "), "\(list)")
        }
    }

    /// Earlier versions left `-wal` and `-shm` files with the read-only mode of the database they read; once
    /// the database is writable again, so are they.
    @Test(.enabled(if: canDropPrivileges))
    func readOnlyLogFilesLeftByAnEarlierRunStopNoWrite() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            try Self.openToEveryone(sandbox, database: path, mode: 0o666)
            for log in [path + "-wal", path + "-shm"] {
                #expect(FileManager.default.createFile(atPath: log, contents: nil))
                let owner: [FileAttributeKey: Any] = geteuid() == 0 ? [.ownerAccountID: 65534] : [:]
                try FileManager.default.setAttributes(
                    owner.merging([.posixPermissions: 0o444]) { $1 }, ofItemAtPath: log)
            }

            let add = try await Self.runUnprivileged(sandbox, ["add", "Spain"])

            #expect(add.exitCode == 0, "\(add)")
            #expect(try DatabaseSnapshot.of(path).rows.contains { $0.contains(#"name="Madrid""#) })
        }
    }

    /// A link planted where a log file goes is never followed to give what it points at the database's mode.
    @Test(.enabled(if: canDropPrivileges))
    func aLinkInPlaceOfALogFileNeverChangesWhatItPointsAt() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            try Self.openToEveryone(sandbox, database: path, mode: 0o666)
            let precious = sandbox.directory.appendingPathComponent("precious").path
            #expect(FileManager.default.createFile(atPath: precious, contents: Data("mine".utf8)))
            let owner: [FileAttributeKey: Any] = geteuid() == 0 ? [.ownerAccountID: 65534] : [:]
            try FileManager.default.setAttributes(
                owner.merging([.posixPermissions: 0o400]) { $1 }, ofItemAtPath: precious)
            try? FileManager.default.removeItem(atPath: path + "-wal")
            try FileManager.default.createSymbolicLink(atPath: path + "-wal", withDestinationPath: precious)

            _ = try await Self.runUnprivileged(sandbox, ["list", "--offline"])

            let mode = try FileManager.default.attributesOfItem(atPath: precious)[.posixPermissions] as? Int
            #expect(mode == 0o400, "the file a link pointed at keeps its mode")
        }
    }

    @Test(.enabled(if: canDropPrivileges))
    func aReadOnlyFolderIsReportedAndLeftAlone() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
            let before = try Self.bytes(path)

            for arguments in Self.commands {
                let result = try await Self.runUnprivileged(sandbox, arguments)
                #expect(result.exitCode == 74, "\(result)")
                #expect(
                    result.stderr.contains(path) && result.stderr.contains("cannot be written"), "\(result)")
            }
            #expect(try Self.bytes(path) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["wxapp.sqlite3"])
        }
    }

    @Test(.enabled(if: canLimitFileSize))
    func aFullDiskIsReportedAndKeepsWhatWasSaved() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = try await Self.savedDatabase(sandbox)
            let before = try DatabaseSnapshot.of(path)
            // The file size limit makes every write past 32 KiB fail, as a full disk would.
            let result = try await FileSizeLimitTests.limited(
                sandbox, bytes: 32_768,
                ["add", "Spain", "Italy", "Peru", "Chile", "Kenya", "Egypt", "Canada", "Brazil"])

            #expect(result.exitCode == 74, "\(result)")
            #expect(
                result.stderr.contains(
                    "wxapp: The database \(path) could not be used: the disk could not be written or read"),
                "\(result)")
            #expect(try DatabaseSnapshot.integrity(of: path) == ["ok"])
            let after = try DatabaseSnapshot.of(path)
            #expect(
                before.rows.filter { $0.hasPrefix("place: ") }.allSatisfy(after.rows.contains),
                "a place was lost")
        }
    }
}
