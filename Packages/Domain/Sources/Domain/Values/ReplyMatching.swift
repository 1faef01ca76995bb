/// Pairs the places a reply speaks of with the places asked, by their coordinates, never by position: a
/// service that answers several places at once may put them in any order, and snaps each to its grid.
public enum ReplyMatching {
    /// How far a service may move a place to the grid cell it answers from: two cells of the coarsest
    /// grid a forecast comes from (0.25°, about 28 km), as a service may pick a neighbouring cell on land
    /// or at a similar height rather than the nearest.
    public static let gridSnapKilometres = 60.0

    /// For each place asked, the index of the answered place that stands for it; nil when the counts
    /// differ or some answered place lies farther than `gridSnapKilometres` from every place left to
    /// pair. The nearest pairs are made first, a place with its own position first among equals, so
    /// that places asked twice, or within one grid cell, keep the order they were asked in.
    public static func order(answered: [Coordinates], asked: [Coordinates]) -> [Int]? {
        guard answered.count == asked.count else { return nil }
        if zip(answered, asked).allSatisfy({ $0.kilometres(to: $1) <= gridSnapKilometres }) {
            return Array(asked.indices)
        }
        var pairs: [(kilometres: Double, moved: Bool, asked: Int, answered: Int)] = []
        for (askedIndex, point) in asked.enumerated() {
            for (answeredIndex, answer) in answered.enumerated() {
                let kilometres = answer.kilometres(to: point)
                guard kilometres <= gridSnapKilometres else { continue }
                pairs.append((kilometres, askedIndex != answeredIndex, askedIndex, answeredIndex))
            }
        }
        pairs.sort {
            ($0.kilometres, $0.moved ? 1 : 0, $0.asked) < ($1.kilometres, $1.moved ? 1 : 0, $1.asked)
        }
        var order: [Int?] = Array(repeating: nil, count: asked.count)
        var taken = Array(repeating: false, count: answered.count)
        for pair in pairs where order[pair.asked] == nil && !taken[pair.answered] {
            order[pair.asked] = pair.answered
            taken[pair.answered] = true
        }
        let paired = order.compactMap { $0 }
        return paired.count == asked.count ? paired : nil
    }
}
