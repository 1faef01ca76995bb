import Foundation
import Testing

/// What `make install` generates from the binary: shell completions and the JSON the man page is made from.
@Suite struct InstallPiecesTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEveryCommand(shell: String) async throws {
        try await Sandbox.run { sandbox in
            let script = try await sandbox.wxapp("--generate-completion-script", shell)
            #expect(script.exitCode == 0, "\(script)")
            for command in ["add", "list", "show", "search", "config", "import", "export"] {
                #expect(script.stdout.contains(command), "\(shell) completion lacks \(command)")
            }
        }
    }

    @Test func theHelpDumpDescribesEveryCommandForTheManPage() async throws {
        try await Sandbox.run { sandbox in
            let dump = try await sandbox.wxapp("--experimental-dump-help")
            #expect(dump.exitCode == 0, "\(dump)")
            let root = try #require(try ReportDocument.object(dump.stdout) as? [String: Any])
            let command = try #require(root["command"] as? [String: Any])
            let names = (command["subcommands"] as? [[String: Any]] ?? []).compactMap {
                $0["commandName"] as? String
            }
            for expected in ["add", "search", "config", "import", "export"] {
                #expect(names.contains(expected), "\(names)")
            }
        }
    }
}
