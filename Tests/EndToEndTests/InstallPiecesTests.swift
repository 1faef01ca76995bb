import Foundation
import LoopbackSupport
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

    /// The man page, made as `make install` makes it, has the sections a man page reader looks for, and
    /// every variable and file it names is one wxapp reads.
    @Test func theManPageHasEnvironmentFilesAndExamples() async throws {
        try OptionalTool.python3.require()
        try await Sandbox.run { sandbox in
            let dump = try await sandbox.wxapp("--experimental-dump-help")
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("scripts/generate_manpage.py")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: OptionalTool.python3.path)
            process.arguments = [script.path, "-"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try SpawnGate.spawning { try process.run() }
            input.fileHandleForWriting.write(Data(dump.stdout.utf8))
            try input.fileHandleForWriting.close()
            let page = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            for section in [
                ".SH NAME", ".SH COMMANDS", ".SH EXIT STATUS", ".SH ENVIRONMENT", ".SH FILES", ".SH EXAMPLES",
            ] {
                #expect(page.contains("\n\(section)\n"), "\(section)")
            }
            for variable in ["OPENWEATHER_API_KEY", "NO_COLOR"] + Self.variablesTheSourcesRead() {
                #expect(page.contains(variable), "\(variable) is read but the man page does not name it")
            }
            #expect(page.contains("config.toml") && page.contains("gazetteer.tsv"))
            #expect(page.contains("wxapp list \\-u imperial"), "the examples use the short options")
        }
    }

    /// Every `WXAPP_…` variable the sources name as a whole string: what they read.
    private static func variablesTheSourcesRead() -> [String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var names: Set<String> = []
        for folder in [
            "App", "Packages/Domain/Sources", "Packages/Data/Sources", "Packages/Presentation/Sources",
        ] {
            let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = files?.nextObject() as? String {
                guard file.hasSuffix(".swift"),
                    let text = try? String(
                        contentsOf: root.appendingPathComponent("\(folder)/\(file)"), encoding: .utf8)
                else { continue }
                for match in text.matches(of: #/"(WXAPP_[A-Z_]+)"/#) { names.insert(String(match.output.1)) }
            }
        }
        #expect(names.count >= 15, "\(names.sorted())")
        return names.sorted()
    }
}
