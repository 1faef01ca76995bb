import Foundation
import Testing

/// Completion of place names in a real bash, zsh and fish at a terminal, through the scripts
/// `wxapp --generate-completion-script bash|zsh|fish` writes, installed where `make install` puts them: saved
/// places for the commands that take them, countries and cities for `add`, names with spaces, commas and
/// apostrophes offered whole and quoted as each shell quotes them. CompletionTests calls bash's completion
/// function directly; HostileNameCompletionTests offers names that a shell would take for code.
@Suite(.serialized, OptionalTool.needed(.zsh, .fish, .python3)) struct ShellCompletionTests {
    typealias Completion = CompletingShell.Completion

    @Test(arguments: CompletingShell.Kind.allCases)
    func savedPlacesCompleteWholeAndQuotedForTheShell(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let added = try await sandbox.wxapp(
                "add", "Rio de Janeiro,BR", "London,GB", "London,CA", "Japan", "N'Djamena,TD")
            #expect(added.exitCode == 0, "\(added)")

            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete Ri",
                "wxapp line Lon",
                "wxapp delete Tok",
                "wxapp alerts N",
                "wxapp line 'Rio de",
                #"wxapp air Rio\ de\ J"#,
                "wxapp line Tokyo Lo",
                "wxapp delete x",
                "wxapp air ",
            ])
            try #require(done.count == 9, "\(done)")
            #expect(
                done[0] == Completion(offered: ["Rio de Janeiro"], line: #"wxapp delete Rio\ de\ Janeiro "#))
            #expect(
                done[1] == Completion(offered: ["London,GB", "London,CA"], line: "wxapp line London,"))
            #expect(done[2] == Completion(offered: ["Tokyo"], line: "wxapp delete Tokyo "))
            #expect(done[3] == Completion(offered: ["N'Djamena"], line: #"wxapp alerts N\'Djamena "#))
            #expect(done[4] == Completion(offered: ["Rio de Janeiro"], line: "wxapp line 'Rio de Janeiro' "))
            #expect(done[5] == Completion(offered: ["Rio de Janeiro"], line: #"wxapp air Rio\ de\ Janeiro "#))
            #expect(
                done[6]
                    == Completion(offered: ["London,GB", "London,CA"], line: "wxapp line Tokyo London,"))
            #expect(done[7] == Completion(offered: [], line: "wxapp delete x"))
            #expect(
                Set(done[8].offered) == ["Rio de Janeiro", "London,GB", "London,CA", "Tokyo", "N'Djamena"]
                    && done[8].offered.count == 5 && done[8].line == "wxapp air ", "\(done[8])")
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func configCompletesItsSettingsAndTheValuesEachTakes(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)

            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp config set units.w",
                "wxapp config get cache",
                "wxapp config unset lang",
                "wxapp config set units.wind k",
                "wxapp config set provider met",
                "wxapp config set home To",
                "wxapp config set cache-lifetime ",
            ])
            try #require(done.count == 7, "\(done)")
            #expect(done[0] == Completion(offered: ["units.wind"], line: "wxapp config set units.wind "))
            #expect(
                done[1] == Completion(offered: ["cache-lifetime"], line: "wxapp config get cache-lifetime "))
            #expect(done[2] == Completion(offered: ["language"], line: "wxapp config unset language "))
            #expect(done[3] == Completion(offered: ["kmh", "kn"], line: "wxapp config set units.wind k"))
            #expect(done[4] == Completion(offered: ["metno"], line: "wxapp config set provider metno "))
            #expect(done[5] == Completion(offered: ["Tokyo"], line: "wxapp config set home Tokyo "))
            #expect(done[6].offered.isEmpty, "a number has no list: \(done[6])")
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func addCompletesCountriesAndCitiesByPrefixAtMostFifty(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp add Osa",
                "wxapp add Sa",
                #"wxapp add San\ Mar"#,
                #"wxapp add N\'Dj"#,
                "wxapp add J",
            ])
            try #require(done.count == 5, "\(done)")
            let osa = done[0]
            #expect(
                osa.offered.first == "Osaka,JP" && osa.offered.allSatisfy { $0.startsFolded(with: "Osa") }
                    && osa.line == "wxapp add Osa", "\(osa)")
            let sa = done[1].offered
            #expect(
                (40...50).contains(sa.count) && sa.allSatisfy { $0.startsFolded(with: "Sa") },
                "at most fifty: \(sa)")
            #expect(Set(sa).count == sa.count, "each once: \(sa)")
            let sanMar = done[2]
            #expect(
                sanMar.offered.contains("San Marino") && sanMar.offered.allSatisfy { $0.hasPrefix("San Mar") }
                    && sanMar.line.hasPrefix(#"wxapp add San\ Mar"#), "\(sanMar)")
            // bash escapes every character its backslash quoting knows once one needs it, the comma too.
            let nDjamena = kind == .bash ? #"wxapp add N\'Djamena\,TD "# : #"wxapp add N\'Djamena,TD "#
            #expect(done[3] == Completion(offered: ["N'Djamena,TD"], line: nDjamena))
            #expect(done[4] == Completion(offered: [], line: "wxapp add J"), "one letter offers nothing")
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func theDatabaseNamedOnTheLineIsTheOneCompletedFrom(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let plain = sandbox.directory.appendingPathComponent("other.sqlite3").path
            let spaced = sandbox.directory.appendingPathComponent("my places/other.sqlite3").path
            let home = sandbox.directory.appendingPathComponent("home/other.sqlite3").path
            for path in [plain, spaced, home] {
                #expect(try await sandbox.wxapp("add", "Madrid", "--db", path).exitCode == 0)
            }
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete --db \(plain) Ma",
                "wxapp delete --db=\(plain) Ma",
                "wxapp delete --db '\(spaced)' Ma",
                "wxapp delete --db ~/other.sqlite3 Ma",
            ])
            try #require(done.count == 4, "\(done)")
            #expect(done[0] == Completion(offered: ["Madrid"], line: "wxapp delete --db \(plain) Madrid "))
            withKnownIssue(
                """
                bash: readline splits --db=PATH at the `=` (COMP_WORDBREAKS), and the generated script then \
                counts PATH as a place; zsh completes it since delete takes several places
                """
            ) {
                #expect(
                    done[1] == Completion(offered: ["Madrid"], line: "wxapp delete --db=\(plain) Madrid "))
            } when: {
                kind == .bash
            }
            // The shells hand wxapp the words as typed; wxapp reads the path as the shell will pass it.
            #expect(done[2] == Completion(offered: ["Madrid"], line: "wxapp delete --db '\(spaced)' Madrid "))
            #expect(
                done[3] == Completion(offered: ["Madrid"], line: "wxapp delete --db ~/other.sqlite3 Madrid "))
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func aCountryCodeTypedAfterTheCommaNarrowsTheSavedPlaces(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "London,GB", "London,CA").exitCode == 0)
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete London,", "wxapp delete London,C",
            ])
            try #require(done.count == 2, "\(done)")
            #expect(done[0] == Completion(offered: ["London,GB", "London,CA"], line: "wxapp delete London,"))
            #expect(done[1] == Completion(offered: ["London,CA"], line: "wxapp delete London,CA "))
        }
    }

    /// A city added by another of its names completes by it, as the lists show it, and by its own name too.
    @Test(arguments: CompletingShell.Kind.allCases)
    func aSavedCityCompletesByTheNameItIsShownBy(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "munchen").exitCode == 0)
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete Mün", "wxapp delete Muni",
            ])
            try #require(done.count == 2, "\(done)")
            #expect(done[0] == Completion(offered: ["München"], line: "wxapp delete München "))
            #expect(done[1] == Completion(offered: ["Munich"], line: "wxapp delete Munich "))
            // What is offered names the place.
            let deleted = try await sandbox.wxapp("delete", "München")
            #expect(deleted.exitCode == 0, "\(deleted)")
        }
    }

    /// A name typed without its accents completes to the name with them in bash, when it is the one name
    /// matched so; a name that starts with the word letter for letter comes first, and the word typed is
    /// never cut short (bash replaces it with what its candidates share).
    @Test(arguments: CompletingShell.Kind.allCases)
    func aNameTypedWithoutItsAccentsCompletesToTheNameWithThem(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Zürich").exitCode == 0)
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                "wxapp delete Zur", "wxapp add zuri",
            ])
            try #require(done.count == 2, "\(done)")
            withKnownIssue("zsh and fish match what wxapp offers to the word typed letter for letter") {
                #expect(
                    done[0] == Completion(offered: ["Zürich"], line: "wxapp delete Zürich "), "\(done[0])")
            } when: {
                kind != .bash
            }
            // Many names matched only with accents and case aside: none is offered, and the word stays whole.
            #expect(done[1].line.hasPrefix("wxapp add zuri"), "\(done[1])")

            #expect(try await sandbox.wxapp("add", "Zuru").exitCode == 0)
            let both = try await CompletingShell(kind: kind, sandbox: sandbox).complete(["wxapp delete Zur"])
            try #require(both.count == 1, "\(both)")
            #expect(both[0] == Completion(offered: ["Zuru"], line: "wxapp delete Zuru "), "\(both[0])")
        }
    }

    @Test(arguments: CompletingShell.Kind.allCases)
    func aNameTypedInsideAnOpenQuoteCompletes(kind: CompletingShell.Kind) async throws {
        _ = try CompletingShell.executable(kind)
        try await Sandbox.runPatiently { sandbox in
            let done = try await CompletingShell(kind: kind, sandbox: sandbox).complete([
                #"wxapp add "San Fr"#, "wxapp add 'Santiago de l",
            ])
            try #require(done.count == 2, "\(done)")
            withKnownIssue(
                """
                zsh: the generated script's __wxapp_cursor_index_in_current_word measures only the last \
                space-separated piece of an open quote, so wxapp is asked for "S or ' and its first fifty \
                names hold none of these
                """
            ) {
                #expect(done[0].offered.contains("San Francisco,US"), "\(done[0])")
                #expect(
                    Set(done[1].offered) == ["Santiago de los Caballeros,DO", "Santiago de las Vegas,CU"],
                    "\(done[1])")
            } when: {
                kind == .zsh
            }
        }
    }
}
