import Domain
import Testing

@testable import Presentation

/// Each catalog punctuates as its script does: French with a no-break space before its high marks, Japanese
/// and Chinese with their own commas and semicolons between the parts the code joins.
struct CatalogPunctuationTests {
    /// Every translation of `language`, each plural form apart.
    static func translations(_ language: Language) -> [String] {
        Catalog.table(language).text.split(separator: "\n").flatMap { line in
            line.split(separator: "\u{0}", maxSplits: 1).dropFirst().flatMap {
                $0.split(separator: Catalog.pluralSeparator).map(String.init)
            }
        }
    }

    /// A French colon takes a no-break space (U+00A0) before it, a semicolon, question or exclamation mark
    /// and a percent sign a narrow one (U+202F), as French typography sets them, wherever the mark is
    /// punctuation: followed by a space, the end, or closing punctuation (not "https://", not "64%" quoted as
    /// what a template prints, not inside a template's field, "{temperature:.1}").
    @Test func frenchSetsANoBreakSpaceBeforeItsHighMarks() {
        var flagged: [String] = []
        for text in Self.translations(.french) {
            let characters = Array(text)
            var depth = 0
            for (index, mark) in characters.enumerated() {
                depth += mark == "{" ? 1 : mark == "}" ? -1 : 0
                guard ":;?!%".contains(mark), depth == 0 else { continue }
                let next = index + 1 < characters.count ? characters[index + 1] : " "
                guard " \n.,)»".contains(next), index > 0 else { continue }
                let before = characters[index - 1]
                if mark == "%", !(before.isNumber || before == "}" || before.isWhitespace) { continue }
                let wanted: Character = mark == ":" ? "\u{A0}" : "\u{202F}"
                if before != wanted { flagged.append(text) }
            }
        }
        #expect(Self.translations(.french).count > 600)
        #expect(flagged.isEmpty, "\(flagged.count) French sentences:\n\(flagged.joined(separator: "\n"))")
    }

    @Test func aFrenchSentenceKeepsItsMarkOnTheLineOfItsLastWord() {
        let place = "Saint-Pierre-et-Miquelon, PM"
        let title = Words(.french)("Forecast for \(place)")
        #expect(title == "Prévisions\u{A0}: Saint-Pierre-et-Miquelon, PM")
        #expect(FittedText.wrap(title, width: 12).first == "Prévisions\u{A0}:")
        #expect(ASCIIText.fold("a\u{202F}; b\u{A0}: c") == "a ; b : c")
    }

    /// Japanese and Chinese write a full-width colon, "今後2時間：…"; the status bar's short "wx: …" labels
    /// keep the ASCII one of the program's name.
    @Test(arguments: [Language.japanese, .chinese])
    func japaneseAndChineseWriteAFullWidthColon(language: Language) {
        let flagged = Self.translations(language).filter {
            !$0.hasPrefix("wx:") && ($0.contains(": ") || $0.hasSuffix(":"))
        }
        #expect(flagged.isEmpty, "\(language): \(flagged.joined(separator: "\n"))")
    }

    /// Japanese and Chinese quote in their own marks, 「」 and “”, commands to copy as well as names, and
    /// Japanese brackets full-width: no straight double quote, and no ASCII bracket but that of "http(s)".
    @Test(arguments: [Language.japanese, .chinese])
    func japaneseAndChineseQuoteAndBracketInTheirOwnMarks(language: Language) {
        let flagged = Self.translations(language).filter { text in
            text.contains("\"")
                || (language == .japanese
                    && text.replacing("http(s)", with: "").contains(where: { $0 == "(" || $0 == ")" }))
        }
        #expect(flagged.isEmpty, "\(language): \(flagged.joined(separator: "\n"))")
        let (open, close) = language.quotationMarks
        #expect(
            ErrorMessage.command("add", "New York", words: Words(language)) == open + "wxapp add 'New York'"
                + close)
    }

    /// What the code puts between the parts it joins is the language's: English keeps ", " and "; ".
    @Test func theSeparatorsOfJoinedPartsAreEachLanguages() {
        let (english, japanese, chinese) = (Words(.english), Words(.japanese), Words(.chinese))
        #expect(
            [english.listSeparator, english.phraseSeparator, english.clauseSeparator] == [", ", ", ", "; "])
        #expect(
            [japanese.listSeparator, japanese.phraseSeparator, japanese.clauseSeparator] == ["、", "、", "；"])
        #expect(
            [chinese.listSeparator, chinese.phraseSeparator, chinese.clauseSeparator] == ["、", "，", "；"])
        #expect(Words(.french).clauseSeparator == "\u{202F}; ")
        #expect(Words(.german).phraseSeparator == ", ")
    }

    @Test func frenchWritesTheFirstOfTheMonthAsAnOrdinal() {
        #expect(DayText(Words(.french)).dayAndMonth(day: 1, month: 5) == "1er mai")
        #expect(DayText(Words(.french)).dayAndMonth(day: 2, month: 5) == "2 mai")
        #expect(DayText(Words(.english)).dayAndMonth(day: 1, month: 5) == "1 May")
        #expect(DayText(Words(.german)).dayAndMonth(day: 1, month: 5) == "1. Mai")
    }
}
