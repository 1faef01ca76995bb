import Testing

@testable import Presentation

struct JSONValueLayoutTests {
    @Test func emptyArraysSpreadOverLinesAreWrittenOnOne() {
        let text = "{\n  \"alerts\" : [\n\n  ],\n  \"days\" : [\r\n\t]\n}"

        #expect(JSONValue.collapsingEmptyArrays(text) == "{\n  \"alerts\" : [],\n  \"days\" : []\n}")
    }

    @Test func nestedEmptyArraysAreAllCollapsed() {
        let text = "[\n  [\n\n  ],\n  [\n    [\n\n    ]\n  ]\n]"

        #expect(JSONValue.collapsingEmptyArrays(text) == "[\n  [],\n  [\n    []\n  ]\n]")
    }

    @Test(arguments: [
        "[\n  1,\n  2\n]",
        "{\n  \"note\" : \"[ ]\"\n}",
        "{\n  \"note\" : \"[\\n]\"\n}",
        "{\n  \"note\" : \"[\\t  ]\"\n}",
        "[ ]",
        "[]",
        "[",
        "[\n",
        "",
    ])
    func everythingElseIsLeftAsItIs(text: String) {
        #expect(JSONValue.collapsingEmptyArrays(text) == text)
    }

    @Test func aDocumentWithEmptyArraysPrintsThemAsBrackets() throws {
        let value = JSONValue.object([
            "alerts": .array([]),
            "nested": .array([.array([]), .array([.integer(1)])]),
        ])

        #expect(
            try value.text() == """
                {
                  "alerts" : [],
                  "nested" : [
                    [],
                    [
                      1
                    ]
                  ]
                }

                """)
    }

    @Test func stringsThatLookLikeEmptyArraysKeepTheirText() throws {
        let value = JSONValue.array([.string("[ ]"), .string("[\n]"), .string("[\n\n  ]")])

        #expect(try value.text() == "[\n  \"[ ]\",\n  \"[\\n]\",\n  \"[\\n\\n  ]\"\n]\n")
    }
}
