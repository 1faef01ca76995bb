import ArgumentParser
import Domain
import TestSupport
import Testing

@testable import Presentation

/// Every kind of slip the command-line parser reports, as it really writes it, reads in each language with
/// nothing of its English frame left, and with what it quotes kept as typed.
struct ParserMessageTextTests {
    init() { RegisteredProviders.ensure() }

    /// Lines that each make the parser report one kind of slip, and what the message must still quote.
    static let slips: [(arguments: [String], quoted: String)] = [
        (["show", "--bogus"], "'--bogus'"),
        (["show", "Tokyo", "--unit", "metric"], "'--units'"),
        (["show", "--units"], "'--units <units>'"),
        (["search"], "'<query>'"),
        (["list", "Tokyo"], "'Tokyo'"),
        (["list", "Tokyo", "Paris"], "'Paris'"),
        (["forecast", "--days", "x"], "'x'"),
        (["show", "--units", "kelvin"], "'kelvin'"),
        (["show", "--offline=yes"], "'yes'"),
        (["show", "-uo"], "'-u <units>'"),
    ]

    /// The English words of the parser's frame, none of which a translated message keeps (Spanish writes
    /// "Error:" as English does, so the label is checked against the catalog's instead).
    static let english = [
        "Usage:", "Help:", "See '", "Unknown", "Missing", "Unexpected", "invalid", "Please provide",
        "more information", "Did you mean",
    ]

    static func message(_ arguments: [String]) -> String {
        do {
            _ = try CommandDispatch.parse(arguments)
            Issue.record("\(arguments) parsed")
            return ""
        } catch {
            #expect(WxappCommand.exitCode(for: error) != .success, "\(arguments)")
            return WxappCommand.fullMessage(for: error)
        }
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everySlipReadsInTheLanguageWithWhatItQuotesKept(language: Language) {
        let words = Words(language)
        for (arguments, quoted) in Self.slips {
            let english = Self.message(arguments)
            #expect(english.hasPrefix("Error: ") && english.contains(quoted), "\(arguments): \(english)")
            let translated = ParserMessageText(words).translated(english)
            // The option's help after "Help:" is English, as --help is: only its label is translated.
            let frame = translated.split(separator: "\n").map {
                $0.contains("  --") ? String($0.prefix { $0 != "-" }) : String($0)
            }.joined(separator: "\n")
            for word in Self.english {
                #expect(!frame.contains(word), "\(language) \(arguments): \(translated)")
            }
            #expect(translated.contains(quoted), "\(language) \(arguments): \(translated)")
            #expect(translated.hasPrefix(words("Error: \("")")), "\(language): \(translated)")
            #expect(
                translated.split(separator: "\n").count == english.split(separator: "\n").count,
                "line for line: \(translated)")
        }
    }

    @Test func englishIsAsTheParserWroteIt() {
        for (arguments, _) in Self.slips {
            let english = Self.message(arguments)
            #expect(ParserMessageText(Words(.english)).translated(english) == english)
        }
    }

    @Test func aShortOptionRunIntoAnotherIsNamedOnBothLines() {
        let english = Self.message(["show", "-uo"])
        #expect(english.contains("\n   or: Missing value for '-u <units>' in '-uo'\n"), "\(english)")
        let german = ParserMessageText(Words(.german)).translated(english)
        #expect(german.contains("\n   oder: Für '-u <units>' in '-uo' fehlt der Wert\n"), "\(german)")
    }

    @Test func theValuesAnOptionTakesAreListedInTheLanguage() {
        let english = Self.message(["show", "--units", "kelvin"])
        #expect(
            english.contains("Please provide one of 'metric', 'imperial', 'standard' or 'uk'."), "\(english)")
        let german = ParserMessageText(Words(.german)).translated(english)
        #expect(
            german.hasPrefix(
                "Fehler: Der Wert 'kelvin' ist für '--units <units>' ungültig. "
                    + "Möglich sind 'metric', 'imperial', 'standard' oder 'uk'."), "\(german)")
    }

    @Test func aMistypedCommandIsNamedInTheLanguage() {
        let french = ParseErrorHint.improved(
            ParserMessageText(Words(.french)).translated(Self.message(["shwo", "Tokyo"])),
            arguments: ["shwo", "Tokyo"], words: Words(.french))
        #expect(
            french.hasPrefix("Erreur\u{A0}: Commande inconnue 'shwo'. Vouliez-vous dire 'show'\u{202F}?\n"),
            "\(french)")
        let text = ParseErrorHint.unknownCommand("lsit", near: ["list", "lists"], words: Words(.polish))
        #expect(text == "Nieznane polecenie 'lsit'. Czy chodziło o 'list' lub 'lists'?")
    }
}
