import PropertyBased
import Testing

@testable import Domain

/// The one cleaning rule for names from outside: what it keeps, what it drops, and that any text comes out
/// readable, trimmed and stable under a second cleaning.
struct PlaceNameTests {
    @Test(arguments: [
        ("Tokyo", "Tokyo"),
        ("Evil\u{1B}[31mTown\u{1B}]0;owned\u{7}\u{202E}", "Evil[31mTown]0;owned"),
        ("C1\u{9B}2J\u{85}next", "C12J next"),
        ("  New\nYork\t\r\n", "New York"),
        ("Frankfurt\u{A0}am\u{2028}Main", "Frankfurt am Main"),
        ("Zu\u{308}rich", "Zürich"),
        ("Zero\u{200B}Width\u{FEFF}", "ZeroWidth"),
        ("\u{1B}\u{7}\u{0}", ""),
        ("x$(touch /tmp/PWNED)`id`", "x$(touch /tmp/PWNED)`id`"),
        ("東京", "東京"),
    ])
    func cleansWhatCannotBeReadOrTypedAndKeepsTheRest(raw: String, cleaned: String) {
        #expect(PlaceName.cleaned(raw) == cleaned)
        #expect(PlaceName.cleanedOrNil(raw) == (cleaned.isEmpty ? nil : cleaned))
    }

    @Test func aNameCanBeTypedBackWhenItIsNeitherEmptyNorLongerThanATypedName() {
        #expect(PlaceName.canBeTyped("Tokyo"))
        #expect(PlaceName.canBeTyped(String(repeating: "a", count: PlaceQuery.maximumLength)))
        #expect(!PlaceName.canBeTyped(String(repeating: "a", count: PlaceQuery.maximumLength + 1)))
        #expect(!PlaceName.canBeTyped(""))
    }

    static let characters: [Character] =
        Array("aZé東京 ,'\";$`\\") + [
            "e\u{301}", "\u{0}", "\u{7}", "\u{1B}", "\t", "\n", "\r\n", "\u{7F}", "\u{85}", "\u{9B}",
            "\u{A0}",
            "\u{200B}", "\u{202E}", "\u{2028}", "\u{FEFF}", "\u{3000}",
        ]

    @Test func anyTextComesOutReadableTrimmedAndStable() async {
        let anyText = Gen<Character?>.element(of: Self.characters).map { $0! }.string(of: 0...30)
        await propertyCheck(count: 500, input: anyText) { raw in
            let cleaned = PlaceName.cleaned(raw)
            #expect(PlaceName.cleaned(cleaned) == cleaned, "stable: \(raw.debugDescription)")
            #expect(
                !cleaned.unicodeScalars.contains {
                    [.control, .format, .lineSeparator, .paragraphSeparator].contains(
                        $0.properties.generalCategory)
                        || ($0.properties.isWhitespace && $0 != " ")
                }, "\(cleaned.debugDescription)")
            #expect(!cleaned.hasPrefix(" ") && !cleaned.hasSuffix(" ") && !cleaned.contains("  "))
        }
    }
}
