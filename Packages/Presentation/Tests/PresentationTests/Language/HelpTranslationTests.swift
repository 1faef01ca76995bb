import ArgumentParser
import Domain
import TestSupport
import Testing

@testable import Presentation

/// `--help`, `wxapp help` and a command's own checks of its options read in the reader's language; what
/// else reads the help (parsing, completions, the man page) reads it in English, as written.
struct HelpTranslationTests {
    init() { RegisteredProviders.ensure() }

    /// Every command of wxapp, by the words that name it, the root first.
    static var commands: [(path: String, type: any ParsableCommand.Type)] {
        func walk(_ command: any ParsableCommand.Type, _ path: String) -> [(String, any ParsableCommand.Type)]
        {
            [(path, command)]
                + command.configuration.subcommands.flatMap {
                    walk($0, path + " " + $0.configuration.commandName!)
                }
        }
        return walk(WxappCommand.self, "wxapp")
    }

    /// The help of `command` on a line too wide to wrap, for the reader of `words`, or in English.
    static func screen(_ command: any ParsableCommand.Type, words: Words? = nil) -> String {
        guard let words else { return WxappCommand.helpMessage(for: command, columns: 10_000) }
        return Help.$reader.withValue(words) {
            HelpScreenText(words).translated(WxappCommand.helpMessage(for: command, columns: 10_000))
        }
    }

    /// The text of each line of an English help screen that holds words: an option's or a command's help
    /// without its names, the values and default ArgumentParser adds, or a paragraph; the usage line, which
    /// is syntax, left out.
    static func sentences(of screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("USAGE: ") else { return nil }
            var text = String(line)
            if let labelled = text.wholeMatch(of: #/  [-<\w].*?  +(.+)/#) { text = String(labelled.1) }
            text = text.replacing(#/ ?\((?:values|default): [^)]*\)/#, with: "")
                .trimmingCharacters(in: .whitespaces)
            return text.contains(#/[A-Za-z]{3,}/#) && !text.hasPrefix("-") && !text.hasPrefix("<")
                ? text : nil
        }
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyHelpScreenReadsInTheLanguage(language: Language) {
        let words = Words(language)
        for (path, command) in Self.commands {
            let english = Self.screen(command)
            let translated = Self.screen(command, words: words)
            #expect(!Self.sentences(of: english).isEmpty, "\(path)")
            for sentence in Self.sentences(of: english) {
                #expect(
                    !translated.contains(sentence),
                    "\(language) \(path) keeps \"\(sentence)\":\n\(translated)")
            }
            if language == .japanese || language == .chinese {
                #expect(
                    !translated.contains("\u{FF1A} "), "\(language) \(path): a space after a full-width colon"
                )
            }
            for heading in [
                "OVERVIEW:", "USAGE:", "ARGUMENTS:", "OPTIONS:", "SUBCOMMANDS:", "(values:", "default:",
            ] {
                #expect(!translated.contains(heading), "\(language) \(path) keeps \(heading)")
            }
        }
    }

    /// The help made for a reader is never kept for the runs that read it in English.
    @Test func helpInAnotherLanguageLeavesTheEnglishAsItWas() {
        for (_, command) in Self.commands { _ = Self.screen(command, words: Words(.german)) }
        let root = Self.screen(WxappCommand.self)
        #expect(
            root.hasPrefix("OVERVIEW: Current weather for the places you save, also offline.\n"), "\(root)")
        #expect(
            WxappCommand.configuration.abstract == "Current weather for the places you save, also offline.")
        let forecast = Self.screen(ForecastCommand.self)
        #expect(forecast.contains("  -d, --days <days>       How many days to show: 1 to "), "\(forecast)")
        #expect(forecast.contains("  --db <path>             The database file.\n"), "\(forecast)")
    }

    /// A command's own check of its options, as the parser reports it, for each reader.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func aCommandsOwnCheckReadsInTheLanguage(language: Language) {
        let words = Words(language)
        let message = Help.$reader.withValue(words) { () -> String in
            do {
                _ = try CommandDispatch.parseFromTheRoot(["forecast", "Oslo", "--hours", "2", "--days", "1"])
                return ""
            } catch {
                return WxappCommand.fullMessage(for: error)
            }
        }
        #expect(message.contains(words("Give --hours or --days, not both.")), "\(message)")
        #expect(!message.contains("Give --hours or --days, not both."), "\(message)")
    }
}
