import Foundation
import Testing

/// Completion of place names in a real bash, through the script `wxapp --generate-completion-script bash`
/// writes: saved places for the commands that take saved places, countries and cities for `add`, both for
/// `show`, `forecast`, `air` and `normals` (saved first), names with spaces and commas kept whole.
@Suite(.serialized) struct CompletionTests {
    /// What bash offers after `wxapp <words>` with the cursor at the end of the last word.
    private static func complete(_ sandbox: Sandbox, _ words: String...) async throws -> [String] {
        let script = sandbox.directory.appendingPathComponent("wxapp.bash")
        let generated = try await sandbox.wxapp("--generate-completion-script", "bash")
        try generated.stdout.write(to: script, atomically: true, encoding: .utf8)
        let binary = try WxappRunner.locateWxapp().path
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(script.path)'
            COMP_WORDS=('\(binary)' \(quoted))
            COMP_CWORD=\(words.count)
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            _wxapp '\(binary)' "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let runner = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/bash"), environment: sandbox.environment,
            workingDirectory: sandbox.directory)
        let result = try await runner.run(["--norc", "--noprofile", "-c", program], timeout: .seconds(20))
        try #require(result.exitCode == 0, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func savedPlacesCompleteWholeSpacesAndCountryCodesIncluded() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(
                try await sandbox.wxapp("add", "Rio de Janeiro,BR", "London,GB", "London,CA", "Japan")
                    .exitCode == 0)

            // show, forecast, air and normals take any place: the saved ones first, then countries and cities.
            let rio = try await Self.complete(sandbox, "show", "Ri")
            #expect(rio.first == "Rio de Janeiro" && rio.contains("Riyadh,SA"), "\(rio)")
            #expect(!rio.contains("Rio de Janeiro,BR"), "a saved city is offered once: \(rio)")
            // bash keeps only what starts with the word as typed, case included.
            let london = try await Self.complete(sandbox, "forecast", "Lon")
            #expect(london.prefix(2) == ["London,GB", "London,CA"] && london.count > 2, "\(london)")
            #expect(london.allSatisfy { $0.hasPrefix("Lon") }, "\(london)")
            #expect(try await Self.complete(sandbox, "delete", "Tok") == ["Tokyo"])
            #expect(try await Self.complete(sandbox, "show", "x") == [])
            let all = try await Self.complete(sandbox, "air", "")
            #expect(Set(all) == ["Rio de Janeiro", "London,GB", "London,CA", "Tokyo"], "\(all)")
            // A comma typed goes on to the country code, for a name saved once as well.
            #expect(try await Self.complete(sandbox, "show", "London,C") == ["London,CA"])
            #expect(try await Self.complete(sandbox, "line", "Tokyo,") == ["Tokyo,JP"])
        }
    }

    @Test func theDatabaseOnTheLineIsReadAsTheShellWillPassIt() async throws {
        try await Sandbox.runPatiently { sandbox in
            let home = sandbox.directory.appendingPathComponent("home")
            let spaced = home.appendingPathComponent("my places.sqlite3").path
            #expect(try await sandbox.wxapp("add", "Madrid", "--db", spaced).exitCode == 0)
            sandbox.environment["HOME"] = home.path
            for database in ["~/my\\ places.sqlite3", "\"\(spaced)\"", "\(spaced)"] {
                let offered = try await Self.complete(sandbox, "delete", "--db", database, "Ma")
                #expect(offered == ["Madrid"], "--db \(database): \(offered)")
            }
            // --db itself completes file names.
            let files = try await Self.complete(sandbox, "delete", "--db", "home/my")
            #expect(files.contains("home/my places.sqlite3"), "\(files)")
            let joined = try await Self.complete(sandbox, "delete", "--db=\"\(spaced)\"", "Ma")
            #expect(joined == ["Madrid"], "\(joined)")
            // No shell expands ~ after --db=, so neither does completion.
            let unexpanded = try await Self.complete(sandbox, "delete", "--db=~/my\\ places.sqlite3", "Ma")
            #expect(unexpanded.isEmpty, "\(unexpanded)")
        }
    }

    @Test func addCompletesCountriesAndCitiesByPrefixAtMostFifty() async throws {
        try await Sandbox.runPatiently { sandbox in
            let osa = try await Self.complete(sandbox, "add", "Osa")
            #expect(osa.first == "Osaka,JP" && osa.allSatisfy { $0.startsFolded(with: "Osa") }, "\(osa)")
            let san = try await Self.complete(sandbox, "add", "San")
            #expect(san.first == "San Marino" && san.contains("Santiago,CL") && san.count <= 50, "\(san)")
            let sa = try await Self.complete(sandbox, "add", "Sa")
            #expect(
                (40...50).contains(sa.count) && sa.allSatisfy { $0.startsFolded(with: "Sa") },
                "at most fifty: \(sa)")
            let one = try await Self.complete(sandbox, "add", "J")
            #expect(one.isEmpty, "one letter offers nothing: \(one)")
        }
    }

    /// A start in another script completes to the name in that script ("Мос" to "Москва,RU"), which finds
    /// the city; a city found by another name whole is offered by that name ("Bombay,IN").
    @Test func aCityCompletesByItsNameInTheScriptTyped() async throws {
        try await Sandbox.runPatiently { sandbox in
            let cyrillic = try await Self.complete(sandbox, "add", "Моск")
            #expect(
                cyrillic.first == "Москва,RU" && cyrillic.allSatisfy { $0.hasPrefix("Моск") }, "\(cyrillic)")
            let kana = try await Self.complete(sandbox, "show", "ベルリ")
            #expect(kana.first == "ベルリン,DE", "\(kana)")
            let bombay = try await Self.complete(sandbox, "add", "Bombay")
            #expect(bombay.first == "Bombay,IN", "\(bombay)")
            let search = try await sandbox.wxapp("search", "Моск", "--format", "plain")
            #expect(search.exitCode == 0 && search.stdout.contains("Moscow"), "\(search)")
            let added = try await sandbox.wxapp("show", "Москва,RU", "--offline")
            #expect(
                added.stderr.contains("Москва, RU"), "the completed name finds the city, shown so: \(added)")
        }
    }

    @Test func completingNeverCreatesTheDatabase() async throws {
        try await Sandbox.runPatiently { sandbox in
            let offered = try await Self.complete(sandbox, "show", "To")
            #expect(offered.contains("Tokyo,JP"), "cities, with no place saved: \(offered)")
            #expect(!FileManager.default.fileExists(atPath: sandbox.databaseURL.path))
        }
    }
}

extension String {
    /// True when the string starts with `prefix`, accents and case aside, as wxapp matches names to complete
    /// (`Ōsaki` for `Osa`).
    func startsFolded(with prefix: String) -> Bool {
        let fold = { (text: String) in
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        return fold(self).hasPrefix(fold(prefix))
    }
}
