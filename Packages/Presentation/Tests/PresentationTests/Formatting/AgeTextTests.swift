import Domain
import Testing

@testable import Presentation

struct AgeTextTests {
    @Test(arguments: [
        (0.0, "just now"), (59.9, "just now"), (60.0, "1 min ago"), (180.0, "3 min ago"),
        (3_599.0, "59 min ago"), (3_600.0, "1 h ago"), (7_300.0, "2 h ago"), (86_399.0, "23 h ago"),
        (86_400.0, "1 day ago"), (3 * 86_400.0 + 5, "3 days ago"), (-5.0, "just now"),
        (Double.nan, "just now"), (31_449_600.0, "364 days ago"), (31_536_000.0, "1 year ago"),
        (63_075_600.0, "2 years ago"), (Double.infinity, "just now"),
    ])
    func describesAgesInWholeUnits(seconds: Double, expected: String) {
        #expect(AgeText(Words(.english)).relative(seconds) == expected)
    }

    @Test func everyAgeSaysWhatItIsTheAgeOf() {
        #expect(AgeText(Words(.english)).fetched(10) == "fetched just now")
        #expect(AgeText(Words(.english)).observed(1_500) == "observed 25 min ago")
        #expect(
            AgeText(Words(.english)).both(observed: 660, fetched: 60, lateReading: false, staleCopy: false)
                == "observed 11 min ago; fetched 1 min ago")
        #expect(
            AgeText(Words(.english)).both(observed: 7_200, fetched: 30, lateReading: true, staleCopy: false)
                == "observed 2 h ago (stale); fetched just now")
    }

    /// An age marked stale is a sentence of its own in every language, its mark where the language puts it:
    /// after the whole sentence in Japanese and Chinese, not between the age and its particle.
    @Test(arguments: [
        (Language.english, "fetched 3 h ago (stale)", "observed 3 h ago (stale)"),
        (.german, "abgerufen vor 3 Std. (veraltet)", "gemessen vor 3 Std. (veraltet)"),
        (.japanese, "3時間前に取得（古いデータ）", "3時間前に観測（古いデータ）"),
        (.chinese, "3 小时前获取（已过时）", "3 小时前观测（已过时）"),
    ])
    func aStaleAgeIsASentenceOfItsOwn(language: Language, fetched: String, observed: String) {
        let text = AgeText(Words(language))
        #expect(text.fetched(3 * 3_600 + 100, stale: true) == fetched)
        #expect(text.observed(3 * 3_600 + 100, stale: true) == observed)
    }

    /// With a cache lifetime of 0 every copy is stale at once; "just now" never stands beside "stale".
    @Test(arguments: [0.0, 30, 59.9])
    func justNowIsNeverCalledStale(seconds: Double) {
        #expect(AgeText(Words(.english)).fetched(seconds, stale: true) == "fetched just now")
        #expect(AgeText(Words(.english)).marked(seconds, stale: true) == "just now")
        #expect(AgeText(Words(.english)).marked(720, stale: true) == "12 min ago (stale)")
    }

    /// "Just now" is a sentence of its own in every language, not a fragment put where an age goes: German
    /// and Dutch put it before the participle, Japanese drops the particle that an age takes.
    @Test func justNowIsItsOwnSentenceInEachLanguage() {
        let cases: [(Language, fetched: String, observed: String, later: String)] = [
            (.german, "gerade eben abgerufen", "gerade eben gemessen", "abgerufen vor 3 Min."),
            (.dutch, "zojuist opgehaald", "zojuist gemeten", "opgehaald 3 min geleden"),
            (.japanese, "たった今取得", "たった今観測", "3分前に取得"),
        ]
        for (language, fetched, observed, later) in cases {
            let age = AgeText(Words(language))
            #expect(age.fetched(10) == fetched, "\(language)")
            #expect(age.observed(10) == observed, "\(language)")
            #expect(age.fetched(180) == later, "\(language)")
        }
    }
}
