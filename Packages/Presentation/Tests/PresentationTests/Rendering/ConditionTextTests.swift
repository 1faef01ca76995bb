import Domain
import Testing

@testable import Presentation

/// The English a card writes for a phrase is the phrase JSON keeps (its raw value), unless the phrase names
/// the same condition as another in another provider's style: then it reads as that other one, in every
/// language. The two are written apart, one in the catalog's source and one in Domain, and must not drift.
struct ConditionTextTests {
    /// Each phrase that reads as another, with that other: one condition in two providers' words.
    static let alike: [ConditionPhrase: ConditionPhrase] = [
        .thunderstormWithLightRain: .lightRainAndThunder, .thunderstormWithRain: .rainAndThunder,
        .thunderstormWithHeavyRain: .heavyRainAndThunder, .lightIntensityDrizzle: .lightDrizzle,
        .heavyIntensityDrizzle: .heavyDrizzle, .heavyIntensityRain: .heavyRain,
        .lightIntensityShowerRain: .lightRainShowers, .showerRain: .rainShowers,
        .heavyIntensityShowerRain: .heavyRainShowers, .lightShowerSleet: .lightSleetShowers,
        .showerSleet: .sleetShowers, .lightShowerSnow: .lightSnowShowers, .showerSnow: .snowShowers,
        .heavyShowerSnow: .heavySnowShowers, .fair: .fewClouds, .scatteredClouds: .partlyCloudy,
        .cloudy: .overcastClouds, .moderateRain: .rain, .lightRainAndSnow: .lightSleet, .rainAndSnow: .sleet,
    ]

    @Test(arguments: ConditionPhrase.allCases)
    func aPhraseReadsInEnglishAsItsRawValueOrAsTheOneItNamesAlike(phrase: ConditionPhrase) {
        #expect(ConditionText(Words(.english)).text(phrase) == (Self.alike[phrase] ?? phrase).rawValue)
    }

    @Test(arguments: Language.allCases)
    func twoPhrasesForOneConditionReadAlikeInEveryLanguage(language: Language) {
        let text = ConditionText(Words(language))
        for (phrase, other) in Self.alike {
            #expect(text.text(phrase) == text.text(other), "\(language): \(phrase) and \(other)")
        }
        let others = Dictionary(
            grouping: ConditionPhrase.allCases.filter { Self.alike[$0] == nil }, by: text.text)
        let twice = others.filter { $0.value.count > 1 }
        #expect(twice.isEmpty, "\(language): phrases that read alike: \(twice)")
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
