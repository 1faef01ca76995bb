import Testing

@testable import Presentation

struct BoxTableTests {
    @Test func sizesColumnsByDisplayWidthAndAlignsNumbersRight() {
        let table = BoxTable(columns: [.init(title: "City"), .init(title: "Temp", alignRight: true)])

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
        let output = BoxTable(columns: [.init(title: "Place")]).render([], palette: .plain)

        #expect(output == "┌───────┐\n│ Place │\n├───────┤\n└───────┘\n")
    }

    @Test func givenAWidthItDropsColumnsInOrderAndShortensTheRest() {
        let table = BoxTable(columns: [
            .init(title: "Place", minimum: 6, comfortable: 10), .init(title: "Temp", alignRight: true),
            .init(title: "Humidity", alignRight: true, dropOrder: 1),
        ])
        let rows: [[BoxTable.Cell]] = [
            [.init("Santiago de los Caballeros, DO", keeping: ", DO"), .init("18°C"), .init("72%")],
            [.init("東京, JP", keeping: ", JP"), .init("-2°C"), .init("40%")],
        ]

        let output = table.render(rows, palette: .plain, width: 24)

        #expect(
            output == """
                ┌───────────────┬──────┐
                │ Place         │ Temp │
                ├───────────────┼──────┤
                │ Santiago…, DO │ 18°C │
                │ 東京, JP      │ -2°C │
                └───────────────┴──────┘

                """)
    }

    @Test func inASCIIItIsDrawnWithPlusMinusAndBars() {
        let table = BoxTable(columns: [.init(title: "City"), .init(title: "Temp", alignRight: true)])

        let output = table.render(
            [[.init("Łódź"), .init("18°C")], [.init("東京"), .init("–")]], palette: .plain, repertoire: .ascii)

        #expect(
            output == """
                +------+------+
                | City | Temp |
                +------+------+
                | Lodz |  18C |
                | ???? |    - |
                +------+------+

                """)
    }
}
