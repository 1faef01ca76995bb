import Foundation
import Testing

/// In a locale whose character set is not UTF-8 (`C`, `POSIX`, Latin-1, or none at all), every byte wxapp
/// prints for a person is ASCII: box lines, degrees, arrows, dashes, the spinner, place names, messages and
/// help. JSON is for programs and stays UTF-8, the same in every locale.
@Suite(.serialized) struct ASCIILocaleTests {
    /// The locales that are not UTF-8: each replaces the sandbox's `LANG=C.UTF-8`.
    static let locales: [[String: String]] = [
        ["LANG": "C"], ["LC_ALL": "en_US.ISO-8859-1", "LANG": "en_US.UTF-8"], ["LANG": "POSIX"], [:],
    ]

    static func use(_ locale: [String: String], in sandbox: Sandbox) {
        for name in ["LANG", "LC_ALL", "LC_CTYPE"] { sandbox.environment[name] = locale[name] }
    }

    /// Human output of every command, errors, and the help of every command.
    static let commands: [[String]] =
        OutputWidthTests.commands + [
            ["list", "--icons", "emoji"], ["list", "--format", "plain", "--icons", "emoji"],
            ["forecast", "Tromsø", "--icons", "emoji"], ["forecast", "Łódź", "--hourly"],
            ["show", "Tromsø", "--verbose"], ["line"],
            ["line", "Tromsø", "--template", "{icon} {temperature} {arrow}"],
            ["line", "--fields"], ["config", "path"], ["search", "Łódź"], ["search", "東京"],
            // Errors quote what was typed, and the help holds °C and dashes.
            ["show", "Łódźx"], ["shwo", "Tromsø"], ["forecast", "Tromsø", "--days", "99"], ["help", "shwo"],
            ["add", "Ö"], ["list", "--units", "kelvinn"], ["search", "ø"], ["config", "set", "units", "°F"],
        ]
        + helpCommands

    static let helpCommands: [[String]] =
        [
            "add", "list", "show", "forecast", "air", "normals", "alerts", "line", "watch", "delete",
            "search",
            "doctor", "config", "import", "export",
        ].map { [$0, "--help"] } + [["config", "set", "--help"], ["--version"], ["help"]]

    /// The JSON of these is the same bytes in every locale.
    static let documents: [[String]] = [
        ["list", "--format", "json"], ["show", "Tromsø", "--format", "json"],
        ["search", "lodz", "--format", "json"], ["export"],
    ]

    @Test func everyByteForAPersonIsASCII() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                OutputWidthTests.services(sandbox, url)
                try await OutputWidthTests.prepare(sandbox)
                for locale in Self.locales {
                    Self.use(locale, in: sandbox)
                    for command in Self.commands {
                        let run = try await sandbox.wxapp(arguments: command)
                        for (name, text) in [("stdout", run.stdout), ("stderr", run.stderr)] {
                            let beyond = text.unicodeScalars.filter { !$0.isASCII }
                            #expect(
                                beyond.isEmpty,
                                "\(Set(beyond).map { "U+\(String($0.value, radix: 16))" }) on \(name) in \(locale)\n\(run)"
                            )
                        }
                    }
                }
            }
        }
    }

    @Test func namesAndSignsHaveReadableASCIIForms() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                OutputWidthTests.services(sandbox, url)
                try await OutputWidthTests.prepare(sandbox)
                Self.use(["LANG": "C"], in: sandbox)

                let list = try await sandbox.wxapp("list")
                let lines = list.stdout.split(separator: "\n").map(String.init)
                #expect(lines.first?.hasPrefix("+-----") == true && lines[1].hasPrefix("| Place "), "\(list)")
                #expect(list.stdout.contains("| Tromso, NO "), "\(list)")
                #expect(list.stdout.contains("| Lodz, PL "), "\(list)")
                #expect(list.stdout.contains("| ????, JP "), "one question mark a column\n\(list)")
                #expect(list.stdout.contains(" 12C |"), "\(list)")
                #expect(list.stdout.contains(" 2.5 m/s E |"), "the compass point, no arrow\n\(list)")
                let widths = Set(lines.map(TerminalColumns.of))
                #expect(widths.count == 1, "the table stays aligned: \(widths)\n\(list)")

                let card = try await sandbox.wxapp("show", "Tromsø")
                #expect(card.stdout.hasPrefix("Tromso, Troms og Finnmark, NO\n"), "\(card)")
                #expect(card.stdout.contains(" 2.5 m/s from E (90 deg)\n"), "\(card)")
                #expect(card.stdout.contains("\n------"), "\(card)")

                let normals = try await sandbox.wxapp("normals", "東京")
                #expect(normals.stdout.hasPrefix("????, ??????, JP: 1991-2020 normals\n"), "\(normals)")

                sandbox.environment["COLUMNS"] = "40"
                let narrow = try await sandbox.wxapp("list")
                #expect(narrow.stdout.contains("| Santiago de..., DO |"), "an ASCII ellipsis\n\(narrow)")
                #expect(TerminalColumns.overflowing(narrow.stdout, width: 40).isEmpty, "\(narrow)")

                let error = try await sandbox.wxapp("show", "Łódźx")
                #expect(error.exitCode == 66 && error.stderr.contains("Lodzx"), "\(error)")
            }
        }
    }

    @Test func jsonIsTheSameInEveryLocale() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                OutputWidthTests.services(sandbox, url)
                try await OutputWidthTests.prepare(sandbox)
                sandbox.environment["COLUMNS"] = "40"
                for command in Self.documents {
                    let utf8 = try await sandbox.wxapp(arguments: command)
                    #expect(utf8.exitCode == 0, "\(utf8)")
                    #expect(
                        utf8.stdout.unicodeScalars.contains { !$0.isASCII }, "names beyond ASCII\n\(utf8)")
                    #expect(
                        (try? JSONSerialization.jsonObject(with: Data(utf8.stdout.utf8))) != nil,
                        "never wrapped to a width\n\(utf8)")
                    for locale in Self.locales {
                        Self.use(locale, in: sandbox)
                        let other = try await sandbox.wxapp(arguments: command)
                        #expect(
                            Self.beyondASCII(other.stdout) == Self.beyondASCII(utf8.stdout),
                            "in \(locale)\n\(other)")
                        #expect((try? JSONSerialization.jsonObject(with: Data(other.stdout.utf8))) != nil)
                        #expect(other.stderr.unicodeScalars.allSatisfy { $0.isASCII }, "\(other)")
                    }
                    Self.use(["LANG": "C.UTF-8"], in: sandbox)
                }
            }
        }
    }

    /// The characters of `text` beyond ASCII, in order: a document's names and units, whatever its ages.
    static func beyondASCII(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { !$0.isASCII }
    }

    @Test func aTerminalGetsASCIIFramesBoxesAndSpinner() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                OutputWidthTests.services(sandbox, url)
                try await OutputWidthTests.prepare(sandbox)
                Self.use(["LANG": "C"], in: sandbox)
                sandbox.environment["NO_COLOR"] = nil
                for command in [
                    ["list", "--refresh"], ["watch", "--count", "1"], ["forecast", "Tromsø", "--hourly"],
                ] {
                    let terminal = try PseudoTerminal(columns: 60, rows: 20)
                    let (status, shown) = try await terminal.run(
                        try WxappRunner.locateWxapp(), arguments: command,
                        environment: sandbox.environment.merging(["TERM": "xterm"]) { $1 },
                        workingDirectory: sandbox.directory)
                    #expect(status == 0, "\(shown)")
                    let beyond = shown.unicodeScalars.filter { !$0.isASCII }
                    #expect(beyond.isEmpty, "\(Set(beyond)) on the terminal\n\(shown)")
                    #expect(shown.contains("\u{1B}["), "colour and screen control stay\n\(shown)")
                    if command.first == "list" {
                        #expect(
                            shown.contains("\r| Updating weather..."), "the spinner's first frame\n\(shown)")
                    }
                }
            }
        }
    }
}
