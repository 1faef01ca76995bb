import Testing

@testable import Presentation

struct BoxTableTests {
    @Test func sizesColumnsByDisplayWidthAndAlignsNumbersRight() {
        let table = BoxTable(columns: [.init("City"), .init("Temp", alignRight: true)])

        let output = table.render(
            [[.init("東京"), .init("18°C")], [.init("Zürich"), .init("-12°C")]], palette: .plain)

        #expect(
            output == """
                ┌────────┬───────┐
                │ City   │  Temp │
                ├────────┼───────┤
                │ 東京   │  18°C │
                │ Zürich │ -12°C │
                └────────┴───────┘

                """)
    }

    @Test func anEmptyTableKeepsItsHeader() {
        let output = BoxTable(columns: [.init("Place")]).render([], palette: .plain)

        #expect(output == "┌───────┐\n│ Place │\n├───────┤\n└───────┘\n")
    }
}
