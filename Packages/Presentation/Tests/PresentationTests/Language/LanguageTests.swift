import Domain
import Testing

@testable import Presentation

/// Which language human output is in: the option, the setting, then the locale; English otherwise.
struct LanguageTests {
    @Test(arguments: [
        ("de_DE.UTF-8", Language.german), ("fr_CA.utf8", .french), ("pt_BR", .portuguese),
        ("pt-PT", .portuguesePortugal), ("pt_PT.UTF-8", .portuguesePortugal), ("pt_MZ", .portuguesePortugal),
        ("pt", .portuguese), ("pt-Latn-BR", .portuguese), ("pt-u-nu-latn", .portuguese),
        ("pt-PT-u-nu-latn", .portuguesePortugal), ("nl_BE.UTF-8@euro", .dutch), ("pl", .polish),
        ("ja_JP.UTF-8", .japanese),
        ("zh_CN.UTF-8", .chinese), ("zh-Hans", .chinese), ("zh_SG", .chinese), ("en_GB.UTF-8", .english),
        ("es_MX", .spanishLatinAmerica), ("es-419", .spanishLatinAmerica),
        ("es_AR.UTF-8", .spanishLatinAmerica),
        ("es_US", .spanishLatinAmerica), ("es-CO-u-nu-latn", .spanishLatinAmerica), ("es", .spanish),
        ("es_ES.UTF-8@euro", .spanish), ("es_GQ", .spanish), ("es_IC", .spanish), ("es-Latn-ES", .spanish),
        ("es_DE.UTF-8", .spanish), ("es-150", .spanish), ("es_PR", .spanishLatinAmerica),
        ("it_IT", .italian), ("DE_de", .german),
    ])
    func aLocaleReadsInItsLanguage(locale: String, language: Language) {
        #expect(Language(locale: locale) == language)
    }

    @Test(arguments: ["", "C", "POSIX", "C.UTF-8", "ko_KR.UTF-8", "zh_TW.UTF-8", "zh_HK", "zh-Hant-TW", "xx"])
    func aLocaleWithoutALanguageOfWxappsHasNone(locale: String) {
        #expect(Language(locale: locale) == nil)
    }

    @Test func theOptionBeatsTheSettingWhichBeatsTheLocale() {
        let environment = ["LANG": "fr_FR.UTF-8"]
        #expect(Language.chosen(flag: .japanese, preferred: "de", environment: environment) == .japanese)
        #expect(Language.chosen(flag: nil, preferred: "de", environment: environment) == .german)
        #expect(Language.chosen(flag: nil, preferred: nil, environment: environment) == .french)
        #expect(Language.chosen(flag: nil, preferred: nil, environment: [:]) == .english)
    }

    @Test func theLocaleIsLCAllThenLCMessagesThenLang() {
        let all = ["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(Language.chosen(flag: nil, preferred: nil, environment: all) == .german)
        var messages = all
        messages["LC_ALL"] = ""
        #expect(Language.chosen(flag: nil, preferred: nil, environment: messages) == .french)
        messages["LC_MESSAGES"] = nil
        #expect(Language.chosen(flag: nil, preferred: nil, environment: messages) == .spanish)
    }

    @Test func anUnsupportedLocaleIsEnglishEvenWhenLangHasALanguage() {
        let environment = ["LC_ALL": "ko_KR.UTF-8", "LANG": "de_DE.UTF-8"]
        #expect(Language.chosen(flag: nil, preferred: nil, environment: environment) == .english)
    }

    @Test func gnuLanguageIsReadAsGettextReadsIt() {
        func chosen(_ environment: [String: String], preferred: String? = nil) -> Language {
            Language.chosen(flag: nil, preferred: preferred, environment: environment)
        }
        // The first language of the list that wxapp speaks, over the locale.
        #expect(chosen(["LANGUAGE": "sv:de_AT:en", "LANG": "fr_FR.UTF-8"]) == .german)
        #expect(chosen(["LANGUAGE": "zh_TW:ja", "LC_MESSAGES": "en_US.UTF-8"]) == .japanese)
        // None it speaks, or an empty list: the locale's.
        #expect(chosen(["LANGUAGE": "sv:ko", "LANG": "fr_FR.UTF-8"]) == .french)
        #expect(chosen(["LANGUAGE": "", "LANG": "fr_FR.UTF-8"]) == .french)
        // Unread under the C and POSIX locales, and with no locale at all.
        #expect(chosen(["LANGUAGE": "de", "LANG": "C.UTF-8"]) == .english)
        #expect(chosen(["LANGUAGE": "de", "LC_ALL": "POSIX", "LANG": "fr_FR.UTF-8"]) == .english)
        #expect(chosen(["LANGUAGE": "de"]) == .english)
        // The setting still comes first, as a code or a tag.
        #expect(chosen(["LANGUAGE": "de", "LANG": "fr_FR.UTF-8"], preferred: "pt-BR") == .portuguese)
    }

    /// CLDR's cardinal categories for whole numbers, in the order of each catalog's plural forms.
    static let pluralCases: [(Language, [(count: Int, form: Int)])] = [
        (.english, [(0, 1), (1, 0), (2, 1), (11, 1), (101, 1)]),
        (.german, [(0, 1), (1, 0), (2, 1)]),
        (.french, [(0, 0), (1, 0), (2, 1), (1_000, 1)]),
        (.portuguese, [(0, 0), (1, 0), (2, 1)]),
        (.portuguesePortugal, [(0, 1), (1, 0), (2, 1), (1_000, 1)]),
        (.polish, [(1, 0), (2, 1), (4, 1), (5, 2), (11, 2), (12, 2), (14, 2), (21, 2), (22, 1), (24, 1)]),
        (.polish, [(25, 2), (112, 2), (122, 1), (0, 2)]),
        (.japanese, [(0, 0), (1, 0), (2, 0)]),
        (.chinese, [(1, 0), (7, 0)]),
    ]

    @Test func pluralFormsFollowEachLanguagesRule() {
        for (language, cases) in Self.pluralCases {
            for (count, form) in cases {
                #expect(language.pluralForm(of: count) == form, "\(language) \(count)")
                #expect(form < language.pluralForms)
            }
        }
    }

    /// CLDR's grouping of digits: Brazil's Portuguese groups as German does, Portugal's as French does.
    @Test func digitsAreGroupedAsEachLanguageGroupsThem() {
        let expected: [(Language, String)] = [
            (.english, ","), (.german, "."), (.portuguese, "."), (.portuguesePortugal, "\u{A0}"),
            (.french, "\u{A0}"),
            (.polish, "\u{A0}"), (.japanese, ","),
        ]
        for (language, separator) in expected {
            #expect(language.groupingSeparator == separator, "\(language)")
            #expect(language.decimalMark == (language == .english || language == .japanese ? "." : ","))
        }
    }

    @Test func aClockFollowsTheLocaleUnlessOutputIsInAnotherLanguage() {
        #expect(ClockStyle.forLocale(environment: ["LANG": "en_US.UTF-8"], language: .english) == .twelveHour)
        #expect(
            ClockStyle.forLocale(environment: ["LANG": "en_GB.UTF-8"], language: .english) == .twentyFourHour)
        #expect(
            ClockStyle.forLocale(environment: ["LANG": "en_US.UTF-8"], language: .german) == .twentyFourHour)
        #expect(ClockStyle.forLocale(environment: ["LANG": "de_DE.UTF-8"], language: .english) == .twelveHour)
        #expect(
            ClockStyle.forLocale(
                environment: ["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"], language: .german)
                == .twelveHour)
        #expect(ClockStyle.forLocale(environment: [:], language: .english) == .twentyFourHour)
    }
}
