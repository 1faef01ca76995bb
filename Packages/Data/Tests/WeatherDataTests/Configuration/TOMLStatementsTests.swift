import Testing

@testable import WeatherData

/// The statements of a TOML document, read without building it: their lines and keys, and the first line
/// nested deeper than wxapp reads.
struct TOMLStatementsTests {
    @Test func eachStatementHasItsLinesAndItsWholeKey() {
        let text = """
            # wxapp
            units = "imperial"  # a comment
            [units]
            wind = "kn"
            "line.template" = \"\"\"
            {temperature}
            \"\"\"
            list = [1, [2, 3],
              {a = 'b'}]
            [[a.'b c']]
            x.y = 1979-05-27T07:32:00Z
            """
        let statements = TOMLStatements(text)
        #expect(statements.lineTooDeep == nil)
        #expect(
            statements.statements == [
                .init(lines: 2...2, key: ["units"]), .init(lines: 3...3, key: ["units"]),
                .init(lines: 4...4, key: ["units", "wind"]),
                .init(lines: 5...7, key: ["units", "line.template"]),
                .init(lines: 8...9, key: ["units", "list"]), .init(lines: 10...10, key: ["a", "b c"]),
                .init(lines: 11...11, key: ["a", "b c", "x", "y"]),
            ])
    }

    @Test(
        arguments: [
            ("a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p = 1", nil),
            ("a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q = 1", 1),
            ("x = 1\n[a.b.c.d.e.f.g.h]\ni.j.k.l.m.n.o.p = 1\ni.j.k.l.m.n.o.p.q = 2", 4),
            ("x = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16), nil),
            ("x = " + String(repeating: "[", count: 17) + String(repeating: "]", count: 17), 1),
            ("x = " + String(repeating: "{a=", count: 15) + "1" + String(repeating: "}", count: 15), nil),
            ("x = " + String(repeating: "{a=", count: 16) + "1" + String(repeating: "}", count: 16), 1),
        ] as [(String, Int?)])
    func aDocumentDeeperThanSixteenLevelsIsFoundAtItsLine(text: String, line: Int?) {
        #expect(TOMLStatements(text).lineTooDeep == line, "\(text)")
    }

    @Test func aDocumentTwentyThousandLevelsDeepIsReadWithoutFollowingItDown() {
        let depth = 20_000
        let text =
            "x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\ny = 2"
        let statements = TOMLStatements(text)
        #expect(statements.lineTooDeep == 1)
        #expect(statements.statements.map(\.key) == [["x"], ["y"]])
    }

    @Test func aNameIsReadAsAKey() {
        #expect(TOMLStatements.key("units.wind") == ["units", "wind"])
        #expect(TOMLStatements.key("\"a.b\".c") == ["a.b", "c"])
        #expect(TOMLStatements.key("a..b") == nil)
    }
}
