/// The names nearest one that was typed, for a "did you mean" hint: those a slip of one or two keys
/// away (a letter missed, added, changed, or two swapped), case aside.
public enum NearestName {
    /// The fewest letters a place's name needs for a hint: a slip from a name of two letters (or two
    /// characters, 北京) is too many other names to offer any.
    public static let fewestLettersHinted = 3

    /// The candidates near `typed`, nearest first (then in the order given), at most `limit`; empty when
    /// none is near. Near is one edit, two for names of eight letters or more: a made-up name ("Narnia")
    /// is not taken for a slip from "Narita"; nor is a number ("25" is not "24" mistyped).
    public static func among(_ candidates: [String], for typed: String, limit: Int = 3) -> [String] {
        among(candidates, named: { $0 }, for: typed, limit: limit)
    }

    /// The candidates whose `name` is near `typed`, as `among(_:for:limit:)` finds them.
    public static func among<Candidate>(
        _ candidates: [Candidate], named name: (Candidate) -> String, for typed: String, limit: Int = 3
    ) -> [Candidate] {
        among(candidates, namedAnyOf: { [name($0)] }, for: typed, limit: limit)
    }

    /// The candidates one of whose `names` is near `typed`, as `among(_:for:limit:)` finds them, by the
    /// nearest of their names.
    public static func among<Candidate>(
        _ candidates: [Candidate], namedAnyOf names: (Candidate) -> [String], for typed: String,
        limit: Int = 3
    ) -> [Candidate] {
        guard typed.contains(where: \.isLetter) else { return [] }
        let key = Array(typed.lowercased())
        let allowed = allowedEdits(forLength: key.count)
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, Candidate)? in
            let distance = names(candidate).map { Self.distance(key, Array($0.lowercased())) }.min() ?? 0
            return distance > 0 && distance <= allowed ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// How many edits a name may be from what was typed to count as its slip: one, two for names of
    /// eight letters or more.
    public static func allowedEdits(forLength length: Int) -> Int {
        length >= 8 ? 2 : 1
    }

    /// The edits (insertions, deletions, substitutions and swaps of neighbours) that turn `a` into `b`:
    /// the optimal string alignment distance.
    public static func distance<Letter: Equatable>(_ a: [Letter], _ b: [Letter]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
