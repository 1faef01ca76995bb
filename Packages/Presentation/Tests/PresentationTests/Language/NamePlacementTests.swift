import Domain
import Testing

@testable import Presentation

/// Every catalog sentence with a place's or a country's name in it, in every language, puts the name where
/// the language needs neither a case ending nor an article for it ("Prognoza: Paryż, FR", not "Prognoza dla
/// Paryż"), and in Japanese and Chinese with the script's own punctuation round it (NamePlacement).
struct NamePlacementTests {
    @Test func theSourceCatalogMarksTheNamesTheCodePutsIntoSentences() throws {
        let sentences = NamedSentence.all
        #expect(sentences.count >= 45)
        let forecast = try #require(sentences.first { $0.english == "Forecast for {0}" })
        #expect(forecast.names == [0])
        let alerts = try #require(sentences.first { $0.english == "{0}: no alert source for {1}" })
        #expect(alerts.names == [0, 1])
        // A provider's name is no place's: it is left out.
        #expect(!sentences.contains { $0.english == "{0} did not answer in time" })
    }

    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyNameStandsWhereItNeedsNoCaseOrArticle(language: Language) {
        var flagged: [String] = []
        for sentence in NamedSentence.all {
            let forms = sentence.forms(in: language)
            if forms.isEmpty { flagged.append("missing: \(sentence.english)") }
            let problems = forms.flatMap { form in
                sentence.names.flatMap { NamePlacement.problems(in: form, name: $0, language: language) }
                    .map { "\(form)  ← \($0)" }
            }
            if !problems.isEmpty { flagged.append(problems.joined(separator: "\n")) }
        }
        #expect(
            flagged.isEmpty, "\(language): \(flagged.count) sentences\n\(flagged.joined(separator: "\n"))")
    }

    @Test func theRulesCatchWhatTheIssueFound() {
        func problems(_ template: String, _ language: Language) -> Int {
            NamePlacement.problems(in: template, name: 0, language: language).count
        }
        #expect(problems("PROGNOZA DLA {0}", .polish) == 1)
        #expect(problems("Dodawanie {0}…", .polish) == 1)
        #expect(problems("Prognoza: {0}", .polish) == 0)
        #expect(problems("brak źródła ostrzeżeń dla kraju {0}", .polish) == 0)
        #expect(problems("aucune source d'alertes pour {0}", .french) == 1)
        #expect(problems("la capitale d'{0}", .french) == 1)
        #expect(problems("Prévisions\u{A0}: {0}", .french) == 0)
        #expect(problems("nessuna fonte di allerte per {0}", .italian) == 1)
        #expect(problems("nenhuma fonte de alertas para {0}", .portuguese) == 1)
        #expect(problems("keine Warnquelle für {0}", .german) == 1)
        #expect(problems("没有 {0} 的预警来源", .chinese) == 2)
        #expect(problems("{0}：没有预警来源", .chinese) == 0)
        #expect(problems("{0}: 発表中の警報はありません", .japanese) == 1)
    }
}
