import Testing

@testable import WeatherData

struct TOMLTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let line: Int?

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "none", text: "units = \"uk\"\nicons = 'ascii'\n", line: nil),
        Case(name: "raw, in a value", text: "units = \"uk\"\0\nicons = 'ascii'\n", line: 1),
        Case(name: "raw, in a comment", text: "units = \"uk\"\n# \0\n", line: 2),
        Case(name: "escaped in a basic string", text: "a = 1\napi-key = \"abc\\u0000def\"\n", line: 2),
        Case(name: "long escape", text: "api-key = \"abc\\U00000000\"\n", line: 1),
        Case(name: "escape followed by a digit", text: "api-key = \"\\u00000\"\n", line: 1),
        Case(name: "escaped in a quoted key", text: "\"api\\u0000key\" = \"x\"\n", line: 1),
        Case(name: "escaped in a multi-line string", text: "a = \"\"\"\nx\n\\u0000\"\"\"\n", line: 3),
        Case(name: "after an escaped quote", text: "a = \"\\\"\\u0000\"\n", line: 1),
        Case(name: "after a line-ending backslash", text: "a = \"\"\"x \\\n\\u0000\"\"\"\n", line: 2),
        Case(name: "another control character", text: "a = \"\\u0001\"\n", line: nil),
        Case(name: "an escaped backslash", text: "a = \"x\\\\u0000\"\n", line: nil),
        Case(name: "in a literal string", text: "a = 'x\\u0000'\n", line: nil),
        Case(name: "in a multi-line literal string", text: "a = '''\n\\u0000'''\n", line: nil),
        Case(name: "in a comment", text: "# not \\u0000 a NUL\na = \"\"\n", line: nil),
        Case(name: "after a closed string", text: "a = \"x\" # \\u0000\nb = \"\\u0000\"\n", line: 2),
    ]

    @Test(arguments: cases)
    func findsTheLineOfTheFirstNUL(_ example: Case) {
        #expect(TOMLText.lineOfNUL(in: example.text) == example.line)
    }
}
