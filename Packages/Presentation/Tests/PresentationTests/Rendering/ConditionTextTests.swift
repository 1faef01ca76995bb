import Domain
import Testing

@testable import Presentation

/// The English a card writes for a phrase is the phrase JSON keeps (its raw value): the two are written
/// apart, one in the catalog's source and one in Domain, and must not drift.
struct ConditionTextTests {
    @Test(arguments: ConditionPhrase.allCases)
    func aPhraseReadsInEnglishAsItsRawValue(phrase: ConditionPhrase) {
        #expect(ConditionText(Words(.english)).text(phrase) == phrase.rawValue)
    }

    @Test func anAlertSeverityReadsInEnglishAsItsRawValue() {
        let text = AlertsText(words: Words(.english))
        for severity in WeatherAlert.Severity.allCases {
            #expect(text.severity(severity) == severity.rawValue)
        }
    }

    @Test func aConditionWithoutAKnownPhraseKeepsItsText() {
        let condition = WeatherCondition(code: 0, summary: "Mist", description: "volcanic glitter", icon: "")
        #expect(ConditionText(Words(.german)).text(condition) == "volcanic glitter")
    }
}
