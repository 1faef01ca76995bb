import Testing

@testable import Presentation

/// The template language of `wxapp line`.
struct LineTemplateTests {
    @Test func textFieldsOptionsAndEscapedBraces() throws {
        let template = try LineTemplate("{{x}} {temperature:f.1}|{wind:kn}{stale}")
        #expect(
            template.pieces == [
                .text("{x} "), .field(.init(name: .temperature, precision: 1, unit: "f")), .text("|"),
                .field(.init(name: .wind, precision: nil, unit: "kn")),
                .field(.init(name: .stale, precision: nil, unit: nil)),
            ])
    }

    @Test(arguments: [
        ("{tempature}", LineTemplate.Problem.unknownField("tempature", closest: "temperature")),
        ("{xyzzy}", .unknownField("xyzzy", closest: nil)),
        ("{humidty}", .unknownField("humidty", closest: "humidity")),
        ("ab{", .unclosedBrace(at: 3)), ("}", .strayClosingBrace(at: 1)), ("{ }", .emptyField(at: 1)),
        ("{stale:.1}", .badOption(field: "stale", option: ".1", accepted: [])),
        (
            "{temperature:.9}",
            .badOption(field: "temperature", option: ".9", accepted: [".0", ".1", ".2", ".3", "c", "f", "k"])
        ),
        (
            "{wind:bft.1}",
            .badOption(
                field: "wind", option: "bft.1",
                accepted: [".0", ".1", ".2", ".3", "ms", "kmh", "mph", "kn", "bft"])
        ),
    ])
    func problemsNameTheirCulprit(text: String, problem: LineTemplate.Problem) {
        #expect(throws: problem) { try LineTemplate(text) }
    }

    @Test func everyFieldParsesAndTheDefaultIsValid() throws {
        for field in LineField.allCases {
            #expect(
                try LineTemplate("{\(field.rawValue)}").pieces == [
                    .field(.init(name: field, precision: nil, unit: nil))
                ])
        }
        #expect(throws: Never.self) { try LineTemplate(LineTemplate.defaultText) }
    }

    @Test(arguments: [
        (2.5, 0, "3"), (-0.4, 0, "0"), (1.999, 2, "2.00"), (-1.25, 1, "-1.3"), (20, 1, "20.0"),
        (0.05, 1, "0.1"),
        (-0.04, 1, "0.0"), (293.15, 0, "293"), (9.96, 1, "10.0"),
    ])
    func fixedDecimals(value: Double, decimals: Int, expected: String) {
        #expect(NumberText.format(value, decimals: decimals) == expected)
    }
}
