import Testing

@testable import Presentation

struct ColumnFitTests {
    /// A box table: "│ " and " │" at the edges, " │ " between cells.
    private let box = ColumnFit(edges: 4, gap: 3)

    private let columns: [ColumnFit.Column] = [
        .init(natural: 30, minimum: 8, comfortable: 16), .fixed(4),
        .init(natural: 19, dropOrder: 3, minimum: 8, comfortable: 14), .init(natural: 11, dropOrder: 2),
        .init(natural: 8, dropOrder: 1), .fixed(9),
    ]

    @Test func aTableThatFitsKeepsEveryColumnWhole() {
        #expect(box.widths(columns, width: 200) == [30, 4, 19, 11, 8, 9])
        #expect(box.widths(columns, width: nil) == [30, 4, 19, 11, 8, 9])
        #expect(box.total([30, 4, 19, 11, 8, 9]) == 100)
    }

    @Test func columnsAreDroppedInOrderThenTheLongestShortened() {
        let widths = box.widths(columns, width: 80)

        #expect(widths == [21, 4, 19, 11, nil, 9])
        #expect(box.total(widths) == 80)
    }

    @Test func atFortyColumnsOnlyTheFixedOnesAndAShortenedNameStay() {
        let widths = box.widths(columns, width: 40)

        #expect(widths == [17, 4, nil, nil, nil, 9])
        #expect(box.total(widths) == 40)
    }

    @Test func shorteningFollowsItsOrder() {
        let bar = ColumnFit.Column(natural: 20, minimum: 10, comfortable: 10, shortenOrder: 1)
        let sky = ColumnFit.Column(natural: 19, minimum: 8, comfortable: 12, shortenOrder: 2)
        let aligned = ColumnFit(edges: 0, gap: 2)

        #expect(aligned.widths([.fixed(10), sky, bar], width: 50) == [10, 19, 17], "the bar first")
        #expect(aligned.widths([.fixed(10), sky, bar], width: 40) == [10, 16, 10], "then the sky")
    }

    @Test func whenNothingElseHelpsEveryColumnGivesWay() {
        let widths = box.widths([.fixed(30), .fixed(30)], width: 40)

        #expect(box.total(widths) == 40)
        #expect(widths == [16, 17])
    }
}
