import Foundation
import Testing

/// `wxapp config set api-key -` reads the key from standard input, so that it is never on a command line
/// that every process of the machine can read; `-` itself is never a key.
@Suite(.serialized) struct APIKeyInputTests {
    /// Runs `wxapp config set api-key -` with `input` on its stdin, through `/bin/sh`.
    static func piped(_ input: String, _ sandbox: Sandbox) async throws -> WxappResult {
        let wxapp = sandbox.runner
        let shell = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/sh"), environment: wxapp.environment,
            workingDirectory: wxapp.workingDirectory)
        let result = try await shell.run(
            ["-c", #"printf '%s' "$1" | exec "$2" config set api-key -"#, "sh", input, wxapp.binary.path])
        sandbox.expectInvariants(of: result, sourceLocation: #_sourceLocation)
        return result
    }

    @Test func theKeyIsReadFromStandardInput() async throws {
        try await Sandbox.run { sandbox in
            let set = try await Self.piped("abcdef0123456789wxyz\r\n", sandbox)
            #expect(set.exitCode == 0, "\(set)")
            #expect(
                !set.stdout.contains("abcdef0123456789") && !set.stderr.contains("abcdef0123456789"), "\(set)"
            )
            let list = try await sandbox.wxapp("config", "list")
            // The file's one setting; then, as comments, the units in use and where they come from.
            let settings = list.stdout.split(separator: "\n").filter { !$0.hasPrefix("# ") }
            #expect(settings == ["api-key = ••••••••wxyz"], "\(list)")
            let file = sandbox.directory.appendingPathComponent("config/wxapp/config.toml")
            #expect(try String(contentsOf: file, encoding: .utf8).contains("'abcdef0123456789wxyz'"))
        }
    }

    @Test func nothingOnStandardInputIsAUsageErrorAndDashIsNeverStored() async throws {
        try await Sandbox.run { sandbox in
            for input in ["", "\n", "   \n"] {
                let set = try await Self.piped(input, sandbox)
                #expect(set.exitCode == 64, "\(set)")
                #expect(
                    set.stderr
                        == "wxapp: No API key was read from standard input. Give it there, as in: wxapp config set "
                        + "api-key - < key.txt\n", "\(set)")
            }
            let dash = try await Self.piped("-", sandbox)
            #expect(dash.exitCode == 64, "\(dash)")
            let list = try await sandbox.wxapp("config", "list")
            let settings = list.stdout.split(separator: "\n").filter { !$0.hasPrefix("# ") }
            #expect(
                list.exitCode == 0 && settings.isEmpty && !list.stdout.isEmpty, "nothing was stored: \(list)")
        }
    }
}
