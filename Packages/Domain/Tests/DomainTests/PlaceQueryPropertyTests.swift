import Foundation
import PropertyBased
import Testing

@testable import Domain

/// Whatever is typed, the place parser either refuses it with a usage error or yields a well-formed query.
struct PlaceQueryPropertyTests {
    /// Letters, accents both ways, CJK, spaces, commas, quotes, SQL, and the characters that must be refused.
    static let characters: [Character] =
        Array("aZé東京 ,,'\";-—") + [
            "e\u{301}", "\u{0}", "\u{7}", "\u{1B}", "\t", "\n", "\u{7F}", "\u{9B}", "\u{200B}", "\u{202E}",
            "\u{FEFF}",
        ]

    static let anyText = Gen<Character?>.element(of: characters).map { $0! }.string(of: 0...30)

    @Test func anyTextIsEitherRefusedOrParsedIntoAWellFormedQuery() async {
        await propertyCheck(count: 500, input: Self.anyText) { raw in
            do throws(WeatherError) {
                let query = try PlaceQuery(raw)
                #expect(query.text == raw.trimmingWhitespace())
                #expect((1...PlaceQuery.maximumLength).contains(query.text.count))
                #expect(!query.text.unicodeScalars.contains { $0.properties.generalCategory == .control })
                #expect(!query.text.unicodeScalars.contains { $0.properties.generalCategory == .format })
                #expect(!query.name.isEmpty && !query.name.contains(","))
                #expect(query.text.hasPrefix(query.name))
                if let code = query.countryCode {
                    #expect(code.count == 2 && code.allSatisfy { $0.isASCII && $0.isUppercase })
                }
            } catch {
                guard case .invalidQuery = error else {
                    Issue.record("\(raw.debugDescription) failed with \(error), not a usage error")
                    return
                }
            }
        }
    }

    @Test func anyLengthAboveTheLimitIsRefusedAndAnyBelowIsKept() async {
        await propertyCheck(count: 100, input: Gen.int(in: 1...10_000)) { length in
            let result = Result { () throws(WeatherError) in
                try PlaceQuery(String(repeating: "a", count: length))
            }
            let accepted = (try? result.get()) != nil
            #expect(accepted == (length <= PlaceQuery.maximumLength))
        }
    }

    @Test func aNameAndCountryCodeParseBackToThemselves() async {
        let name = Gen.letter.string(of: 1...12)
        let code = Gen.letter.string(of: 2...2)
        await propertyCheck(count: 200, input: name, code) { name, code in
            let query = try PlaceQuery(" \(name) , \(code) ")
            #expect(query.name == name)
            #expect(query.countryCode == code.uppercased())
            #expect(query.region == nil)
        }
    }

    @Test func composedAndDecomposedSpellingsAreTheSamePlace() async {
        let accented = Gen<Character?>.element(of: Array("aeiouAEIOUáéíóúÁÉÍÓÚñÑçÇüÜâêîôû ")).map { $0! }
            .string(of: 1...16)
        await propertyCheck(count: 200, input: accented) { text in
            let composed = text.precomposedStringWithCanonicalMapping
            let decomposed = text.decomposedStringWithCanonicalMapping
            #expect(SearchKey(composed) == SearchKey(decomposed))
            let typedComposed = try? PlaceQuery(composed + "x")
            let typedDecomposed = try? PlaceQuery(decomposed + "x")
            #expect(typedComposed?.nameKey == typedDecomposed?.nameKey)
        }
    }
}
