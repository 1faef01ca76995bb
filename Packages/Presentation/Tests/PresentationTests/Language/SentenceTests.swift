import Domain
import Testing

@testable import Presentation

/// A sentence's key, values and English text, and how a translation is filled.
struct SentenceTests {
    @Test func interpolationsBecomeNumberedPlaceholders() {
        let place = "Paris"
        let count = 3
        let sentence: Sentence = "\(count) days for \(place) (\(count))"
        #expect(sentence.key == "{0} days for {1} ({2})")
        #expect(sentence.values == ["3", "Paris", "3"])
        #expect(sentence.english == "3 days for Paris (3)")
    }

    @Test func aTranslationMayMoveOrRepeatTheValues() {
        let (high, low) = ("18°C", "9°C")
        let sentence: Sentence = "high \(high), low \(low)"
        #expect(sentence.filling("{1} bis {0} ({1})") == "9°C bis 18°C (9°C)")
    }

    @Test func aBraceThatIsNoPlaceholderIsKept() {
        let value = "x"
        let sentence: Sentence = "a \(value)"
        #expect(sentence.filling("{ {0} {7} {a}") == "{ x {7} {a}")
    }

    @Test func theTextsOwnBracesAreDoubledInTheKeyAndAnyOtherLetterKept() {
        let field = "temperature"
        let sentence: Sentence = "{\(field)} or {{, é}ü{ 東京 {"
        #expect(sentence.key == "{{{0}}} or {{{{, é}}ü{{ 東京 {{")
        let literal: Sentence = "Fields: {temperature:.1}, {{ and }} 😀"
        #expect(literal.key == "Fields: {{temperature:.1}}, {{{{ and }}}} 😀")
        #expect(literal.filling(literal.key) == literal.english)
        let (city, letter) = ("東京", "é")
        let around: Sentence = "\(city) {x} \(letter)!\(city)"
        #expect(around.key == "{0} {{x}} {1}!{2}" && around.values == ["東京", "é", "東京"])
    }

    @Test func aValueThatLooksLikeAPlaceholderIsNotFilledAgain() {
        let (first, second) = ("{1}", "two")
        let sentence: Sentence = "\(first) \(second)"
        #expect(sentence.filling("{0}/{1}") == "{1}/two")
    }

    @Test func englishIsTheCodesTextAndNeedsNoCatalog() {
        let words = Words(.english)
        let name = "Tokyo"
        #expect(words("Hello \(name)") == "Hello Tokyo")
        #expect(words.plural(1, "one place", "\(1) places") == "one place")
        #expect(words.plural(2, "one place", "\(2) places") == "2 places")
    }

    @Test func aSentenceNoCatalogHasStaysEnglish() {
        let words = Words(.german)
        #expect(
            words("A sentence no catalog will ever hold \(42)") == "A sentence no catalog will ever hold 42")
    }
}
