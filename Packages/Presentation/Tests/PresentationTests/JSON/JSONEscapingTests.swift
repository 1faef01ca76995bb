import Foundation
import Testing

@testable import Presentation

struct JSONEscapingTests {
    @Test func controlAndFormatCharactersAreEscapedAndDecodeBackUnchanged() throws {
        let hostile = "Evil\u{1B}[31mTown\u{7}\u{7F}\u{9B}2J\u{202E}dlrow\u{200B}\u{2028}end\u{E0001}\t\n"
        let value = JSONValue.object(["name": .string(hostile)])

        let text = try value.text()

        #expect(
            text == """
                {
                  "name" : "Evil\\u001b[31mTown\\u0007\\u007f\\u009b2J\\u202edlrow\\u200b\\u2028end\\udb40\\udc01\\t\\n"
                }

                """)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let decoded = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(decoded == ["name": hostile])
    }

    @Test func ordinaryTextIsLeftAsItIs() throws {
        let text = try JSONValue.array([
            .string("Zürich 東京 Côte d'Ivoire – “quotes”"), .number(1.5, decimals: 1),
        ]).text()

        #expect(text == "[\n  \"Zürich 東京 Côte d'Ivoire – “quotes”\",\n  1.5\n]\n")
    }
}
