import Testing

@testable import Presentation

struct ASCIITextTests {
    @Test(arguments: [
        ("Zürich", "Zurich"), ("Łódź", "Lodz"), ("Tromsø", "Tromso"), ("Straße", "Strasse"),
        ("Ærøskøbing", "AEroskobing"), ("São Paulo", "Sao Paulo"), ("Ｔｏｋｙｏ", "Tokyo"),
        ("東京", "????"), ("서울", "????"), ("Москва", "??????"),
        ("12°C", "12C"), ("54°F", "54F"), ("from E (90°)", "from E (90 deg)"),
        ("high +3°, low −1°", "high +3 deg, low -1 deg"),
        ("1991–2020", "1991-2020"), ("San Marino — capital", "San Marino - capital"),
        ("Updating…", "Updating..."),
        ("12 µg/m³", "12 ug/m3"), ("O₃", "O3"), ("NO₂", "NO2"), ("••••e1f0", "****e1f0"), ("a · b", "a - b"),
        ("SW ↗", "SW /"), ("N ↓", "N v"), ("“quoted”", "\"quoted\""), ("±0°", "+/-0 deg"),
        ("┌─┬┐│├┼┤└┴┘", "+-++|++++++"), ("█▌▐▁", "####"), ("⛅ clouds", "?? clouds"),
        ("☁️ clouds", "?? clouds"),
        ("plain ASCII stays", "plain ASCII stays"),
    ])
    func everyCharacterHasAnASCIIForm(text: String, expected: String) {
        let folded = ASCIIText.fold(text)

        #expect(folded == expected)
        #expect(folded.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func aCharacterWithNoFormKeepsItsWidthInQuestionMarks() {
        for text in ["東京都", "한국어", "🌞", "Ω"] {
            #expect(DisplayWidth.of(ASCIIText.fold(text)) == DisplayWidth.of(text), "\(text)")
        }
    }

    @Test func theRepertoireFollowsTheLocale() {
        #expect(TextRepertoire(environment: ["LANG": "en_US.UTF-8"]) == .unicode)
        #expect(TextRepertoire(environment: ["LANG": "C.utf8"]) == .unicode)
        #expect(TextRepertoire(environment: ["LANG": "C"]) == .ascii)
        #expect(TextRepertoire(environment: ["LANG": "POSIX"]) == .ascii)
        #expect(TextRepertoire(environment: [:]) == .ascii)
        #expect(TextRepertoire(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "en_US.ISO-8859-1"]) == .ascii)
        #expect(TextRepertoire(environment: ["LANG": "de_DE.UTF-8", "LC_CTYPE": "de_DE@euro"]) == .ascii)
        #expect(TextRepertoire.unicode.text("12°C") == "12°C")
        #expect(TextRepertoire.ascii.text("12°C") == "12C")
        #expect(TextRepertoire.ascii.spinnerFrames.joined().utf8.allSatisfy { $0 < 0x80 })
        #expect(TextRepertoire.ascii.ellipsis == "...")
    }
}
