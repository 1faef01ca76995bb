import Testing

@testable import WeatherData

struct GazetteerKeyTests {
    private func fold(_ text: String) -> String {
        String(decoding: GazetteerKey.fold(text), as: UTF8.self)
    }

    @Test func foldsCaseAccentsAndWidth() {
        #expect(fold("Zürich") == "zurich")
        #expect(fold("ZÜRICH") == "zurich")
        #expect(fold("São Paulo") == "sao paulo")
        #expect(fold("Ｔｏｋｙｏ") == "tokyo")
        #expect(fold("İstanbul") == "istanbul")
    }

    @Test func spellsOutLettersThatDoNotDecompose() {
        #expect(fold("Łódź") == "lodz")
        #expect(fold("Tromsø") == "tromso")
        #expect(fold("Straße") == "strasse")
        #expect(fold("Ærøskøbing") == "aeroskobing")
        #expect(fold("Þórshöfn") == "thorshofn")
        #expect(fold("Xırdalan") == "xirdalan")
        #expect(fold("Ağdam Əhmədbəyli") == "agdam ahmadbayli")
    }

    @Test func punctuationAndSpacesSeparateWordsOnce() {
        #expect(fold("Winston-Salem") == "winston salem")
        #expect(fold("  St. John’s  ") == "st john s")
        #expect(fold("Guinea--Bissau") == "guinea bissau")
        #expect(fold("東京 Tokyo") == "tokyo")
        #expect(fold("東京") == "")
    }
}
