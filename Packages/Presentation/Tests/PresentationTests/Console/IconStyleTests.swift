import TestSupport
import Testing

@testable import Presentation

struct IconStyleTests {
    init() { RegisteredProviders.ensure() }

    private func console(terminal: Bool = true, _ variables: [String: String]) -> Console {
        Console(
            stdoutIsTerminal: terminal, stderrIsTerminal: terminal, environment: variables,
            writeOut: { _ in },
            writeErr: { _ in })
    }

    @Test(arguments: [
        (["LANG": "en_US.UTF-8", "TERM": "xterm-256color"], IconStyle.emoji),
        (["LANG": "C.utf8", "TERM": "xterm"], .emoji),
        (["LC_CTYPE": "de_DE.UTF-8"], .emoji),
        (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii),
        (["LANG": "C", "LC_ALL": "en_GB.UTF-8"], .emoji),
        (["LANG": "en_US.UTF-8", "TERM": "linux"], .ascii),
        (["LANG": "en_US.UTF-8", "TERM": "dumb"], .ascii),
        (["LANG": "POSIX"], .ascii),
        ([:], .ascii),
    ])
    func emojiNeedAUTF8LocaleAndACapableTerminal(variables: [String: String], expected: IconStyle) {
        #expect(IconStyle.automatic(for: console(variables)) == expected)
    }

    @Test func withoutATerminalIconsAreASCII() {
        #expect(IconStyle.automatic(for: console(terminal: false, ["LANG": "en_US.UTF-8"])) == .ascii)
    }

    @Test func plainTextAndJSONShowNoIconsUnlessAsked() throws {
        let utf8 = console(["LANG": "en_US.UTF-8"])
        let automatic = try WeatherOptions.parse([])
        let asked = try WeatherOptions.parse(["--icons", "ascii"])

        #expect(automatic.iconStyle(for: .table, console: utf8, preferring: nil) == .emoji)
        #expect(automatic.iconStyle(for: .plain, console: utf8, preferring: nil) == .none)
        #expect(automatic.iconStyle(for: .json, console: utf8, preferring: nil) == .none)
        #expect(asked.iconStyle(for: .plain, console: utf8, preferring: nil) == .ascii)
        #expect(
            try WeatherOptions.parse(["--icons", "none"]).iconStyle(
                for: .table, console: utf8, preferring: .ascii)
                == .none)
    }

    @Test func aPreferenceAppliesToTablesWhenNoFlagIsGiven() throws {
        let utf8 = console(["LANG": "en_US.UTF-8"])
        let automatic = try WeatherOptions.parse([])

        #expect(automatic.iconStyle(for: .table, console: utf8, preferring: .ascii) == .ascii)
        #expect(automatic.iconStyle(for: .plain, console: utf8, preferring: .ascii) == .none)
        #expect(automatic.units(preferring: .imperial) == .imperial)
        #expect(try WeatherOptions.parse(["--units", "standard"]).units(preferring: .imperial) == .standard)
    }

    @Test(arguments: [
        ("en_US.UTF-8@euro", true),
        ("C.UTF8", true),
        ("de_DE.utf8@euro", true),
        ("ja_JP.eucJP", false),
        ("en_US.ISO-8859-1", false),
        ("en_US.UTF-16", false),
        ("UTF-8", false),
        ("en_US", false),
        ("", false),
    ])
    func onlyAUTF8CodesetAfterTheDotCounts(locale: String, isUTF8: Bool) {
        #expect(console(["LANG": locale]).localeIsUTF8 == isUTF8)
    }

    @Test func anEmptyVariableGivesWayToTheNextOne() {
        #expect(console(["LC_ALL": "", "LC_CTYPE": "", "LANG": "en_US.UTF-8"]).localeIsUTF8)
        #expect(!console(["LC_ALL": "", "LC_CTYPE": "C", "LANG": "en_US.UTF-8"]).localeIsUTF8)
    }
}
