import Foundation
import Infrastructure
import Testing

/// A file size limit (`ulimit -f`) too small for what wxapp writes: the write fails, wxapp says so with its
/// exit code, and nothing is left half-written. SIGXFSZ, which a shell leaves at its default, never kills it.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit")))
struct FileSizeLimitTests {
    /// Runs wxapp with files limited to `bytes`, as `ulimit -f` in a shell would, and SIGXFSZ at its default
    /// as a shell leaves it (the test runner may ignore it, and children inherit that); `stdout` is a file
    /// that takes the output, under the same limit.
    static func limited(
        _ sandbox: Sandbox, bytes: Int, _ arguments: [String], stdout: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WxappResult {
        let wxapp = sandbox.runner
        let shell = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/sh"), environment: wxapp.environment,
            workingDirectory: wxapp.workingDirectory)
        let redirect = stdout.map { " > '\($0)'" } ?? ""
        let result = try await shell.run(
            [
                "-c",
                #"exec /usr/bin/env --default-signal=XFSZ /usr/bin/prlimit --fsize=\#(bytes) -- "$@""#
                    + redirect, "sh", wxapp.binary.path,
            ] + arguments)
        sandbox.expectInvariants(of: result, sourceLocation: sourceLocation)
        return result
    }

    static func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aNewDatabaseThatCannotBeWrittenLeavesNoJournalAndWorksOnceThereIsRoom() async throws {
        try await Sandbox.runPatiently { sandbox in
            let path = sandbox.databaseURL.path

            let result = try await Self.limited(sandbox, bytes: 16_384, ["add", "Spain"])

            #expect(!result.signalled && result.exitCode == 74, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "wxapp: The database \(path) could not be used: the disk could not be written or read"),
                "\(result)")
            let folder = sandbox.databaseURL.deletingLastPathComponent()
            #expect(try Self.files(in: folder) == ["wxapp.sqlite3"], "a journal or log was left behind")
            let later = try await sandbox.wxapp("add", "Spain")
            #expect(later.exitCode == 0, "\(later)")
            #expect(try DatabaseSnapshot.integrity(of: path) == ["ok"])
            #expect(
                try await sandbox.wxapp("list", "--offline", "--format", "plain").stdout.hasPrefix(
                    "Madrid, ES"))
        }
    }

    @Test func aConfigurationFileThatCannotBeWrittenIsLeftAsItWas() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("config", "set", "units", "imperial").exitCode == 0)
            let folder = sandbox.directory.appendingPathComponent("config/wxapp")
            let file = folder.appendingPathComponent("config.toml")
            let before = try Data(contentsOf: file)

            let result = try await Self.limited(sandbox, bytes: 0, ["config", "set", "clock", "24"])

            #expect(!result.signalled && result.exitCode == 78, "\(result)")
            #expect(
                result.stderr.hasPrefix(
                    "wxapp: The configuration is invalid: the configuration file \(file.path) cannot be written"
                ),
                "\(result)")
            #expect(result.stderr.contains("File too large"), "\(result)")
            #expect(try Data(contentsOf: file) == before)
            #expect(try Self.files(in: folder) == ["config.toml"], "a temporary file was left behind")
        }
    }

    @Test func outputCutShortByTheLimitIsAStorageError() async throws {
        try await Sandbox.runPatiently { sandbox in
            let output = sandbox.directory.appendingPathComponent("countries.txt").path

            let result = try await Self.limited(
                sandbox, bytes: 64, ["search", "an", "--format", "plain"], stdout: output)

            #expect(!result.signalled && result.exitCode == 74, "\(result)")
            #expect(
                result.stderr
                    == "wxapp: The results could not all be written to standard output (File too large); what "
                    + "was written is incomplete. Free some space or raise the file size limit, and try again.\n",
                "\(result)")
            #expect(FileSystemSupport.size(atPath: output) == 64)
        }
    }
}
