import Foundation
import Infrastructure
import Testing

/// Place names that a shell would take for code (command substitution, backticks, `;`, `&`, `|`, quotes,
/// globs, `$HOME`, `~`, `\`), saved by `wxapp import` or from a geocoding reply, complete as themselves when
/// Tab is pressed in a real bash, zsh and fish: offered as they are, inserted so that the shell reads them
/// back as the name, and nothing in them ever runs. A name with a line break or a tab is never offered.
@Suite(.serialized, OptionalTool.needed(.zsh, .fish, .python3)) struct HostileNameCompletionTests {
    typealias Completion = CompletingShell.Completion

    /// A name of each kind, each with its own first two letters so that one Tab completes it alone. Those
    /// that would run a command touch a file whose path starts with `marker`.
    static func hostileNames(marker: String) -> [String] {
        [
            "Qa$(touch \(marker)-dollar)", "Qb`touch \(marker)-backtick`", "Qc;touch \(marker)-semicolon",
            "Qd'apostrophe", #"Qe"quote"#, "Qf with spaces", "Qg*star", #"Qh\backslash"#, "Qi:colon",
            "Qj{brace,x}", "Qk$HOME", "Ql~tilde", "Qm&touch \(marker)-ampersand",
            "Qn|touch \(marker)-pipe", "Qo!bang", "Qp?[glob]", "Qr<redirect>", "Qs 'single' \"double\"",
        ]
    }

    /// The files that hostile names would have created.
    private static func ranFiles(_ sandbox: Sandbox) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path).filter {
            $0.hasPrefix("PWNED")
        }
    }

    private static func marker(_ sandbox: Sandbox) -> String {
        sandbox.directory.appendingPathComponent("PWNED").path
    }

    /// bash's line editor leaves a `$` or a backquote in what it inserts unquoted, for the shell to expand when
    /// the line runs: bash is never offered such a name (docs/INSTALL.md says so).
    static func isOffered(_ name: String, in kind: CompletingShell.Kind) -> Bool {
        kind != .bash || !(name.contains("$") || name.contains("`"))
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func importedNamesCompleteAsThemselvesAndNeverRun(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let names = Self.hostileNames(marker: Self.marker(sandbox))
            let entries = (names + ["Qtbreak", "Qutab"]).enumerated().map { index, name in
                ["name": name, "country": "JP", "latitude": 30.0 + Double(index) / 2, "longitude": 135.0]
                    as [String: Any]
            }
            let file = sandbox.directory.appendingPathComponent("places.json")
            try JSONSerialization.data(withJSONObject: entries).write(to: file)
            // One request per place: patient, on a machine that runs the whole suite at once.
            let imported = try await sandbox.wxapp("import", file.path, timeout: .seconds(90))
            try #require(imported.exitCode == 0, "\(imported)")
            // Names that an older wxapp saved with a line break or a tab.
            let database = try SQLiteDatabase(path: sandbox.databaseURL.path)
            try database.run("UPDATE place SET name = ? WHERE name = 'Qtbreak'", [.text("Qt\nbreak")])
            try database.run("UPDATE place SET name = ? WHERE name = 'Qutab'", [.text("Qu\ttab")])
            let offered = names.filter { Self.isOffered($0, in: kind) }

            let typed = names.map { "wxapp delete " + $0.prefix(2) }
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete(
                typed + [
                    "wxapp delete Qt", "wxapp delete Qu", "wxapp delete y", "wxapp delete y ", "wxapp air Q",
                ])

            try #require(done.count == typed.count + 5, "\(done)")
            for (name, completion) in zip(names, done) {
                guard Self.isOffered(name, in: kind) else {
                    #expect(completion == Completion(offered: [], line: "wxapp delete " + name.prefix(2)))
                    continue
                }
                #expect(completion.offered == [name], "\(kind): \(completion)")
                #expect(
                    try await Self.words(of: completion.line, in: kind, sandbox: sandbox) == [
                        "delete", name,
                    ],
                    "\(kind) reads back what Tab inserted: \(completion)")
            }
            let rest = Array(done.suffix(5))
            #expect(rest[0] == Completion(offered: [], line: "wxapp delete Qt"))
            #expect(rest[1] == Completion(offered: [], line: "wxapp delete Qu"))
            #expect(rest[2] == Completion(offered: [], line: "wxapp delete y"))
            for all in rest[3...] {
                #expect(Set(all.offered) == Set(offered) && all.offered.count == offered.count, "\(all)")
            }
            #expect(try Self.ranFiles(sandbox).isEmpty, "\(kind) ran a command held in a name")
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func aGeocodedNameCompletesAsItselfAndNeverRuns(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let marker = Self.marker(sandbox)
            let names = [
                "Qq$(touch \(marker)-geocoded)`touch \(marker)-tick`", "Qr;touch \(marker)-semicolon'",
            ]
            for (name, query) in zip(names, ["Qqxyzzy", "Qrxyzzy"]) {
                let reply = [["name": name, "lat": 1.5, "lon": 2.5, "country": "JP"] as [String: Any]]
                let body = String(decoding: try JSONSerialization.data(withJSONObject: reply), as: UTF8.self)
                await sandbox.server.setFault(.status(200, body: body), for: .geocoding)
                let added = try await sandbox.wxapp("add", query)
                try #require(added.exitCode == 0, "\(added)")
            }
            let offered = names.filter { Self.isOffered($0, in: kind) }

            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete Qq", "wxapp delete Qr", "wxapp delete y ", "wxapp forecast ",
            ])

            try #require(done.count == 4, "\(done)")
            for (name, completion) in zip(names, done) where Self.isOffered(name, in: kind) {
                #expect(completion.offered == [name], "\(completion)")
                #expect(
                    try await Self.words(of: completion.line, in: kind, sandbox: sandbox) == ["delete", name])
            }
            if kind == .bash {
                #expect(done[0] == Completion(offered: [], line: "wxapp delete Qq"))
            }
            #expect(
                Set(done[2].offered) == Set(offered) && done[2].offered.count == offered.count, "\(done[2])")
            #expect(
                Set(done[3].offered) == Set(offered) && done[3].offered.count == offered.count, "\(done[3])")
            #expect(try Self.ranFiles(sandbox).isEmpty, "\(kind) ran a command held in a name")
        }
    }

    /// The words after `wxapp` on `line` as the shell reads them when the line is run, in a folder where an
    /// unquoted glob in a name would match a file.
    private static func words(of line: String, in kind: CompletingShell.Kind, sandbox: Sandbox) async throws
        -> [String]
    {
        let folder = sandbox.directory.appendingPathComponent("run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in ["QgXstar", "QpXg"] {
            try Data().write(to: folder.appendingPathComponent(file))
        }
        let wxapp =
            kind == .fish
            ? "function wxapp; /usr/bin/printf '%s\\0' $argv; end"
            : "wxapp() { /usr/bin/printf '%s\\0' \"$@\"; }"
        let runner = WxappRunner(
            binary: try CompletingShell.executable(kind), environment: sandbox.environment,
            workingDirectory: folder)
        let result = try await runner.run(["-c", wxapp + "\n" + line], timeout: .seconds(20))
        #expect(result.exitCode == 0, "\(kind) -c \(line): \(result)")
        return result.stdout.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(
            String.init)
    }
}
