import Domain

/// A horizontal bar from a day's low to its high on a scale shared by every day, in half-cell steps.
struct TemperatureRangeBar {
    let lowest: Double
    let highest: Double
    /// Cells in a bar.
    let width: Int
    /// Block characters when true, `=` otherwise.
    let unicode: Bool

    /// `width` cells; at least half a cell is filled, even when `low` equals `high`.
    func bar(from low: Double, to high: Double) -> String {
        let halves = width * 2
        let span = highest - lowest
        func position(_ value: Double) -> Double {
            guard span > 0, value.isFinite else { return Double(halves) / 2 }
            return (value - lowest) / span * Double(halves)
        }
        var start = Int(saturating: position(min(low, high)).rounded(.down))
        var end = Int(saturating: position(max(low, high)).rounded(.up))
        start = min(max(start, 0), halves - 1)
        end = min(max(end, start + 1), halves)
        return String(
            (0..<width).map { cell -> Character in
                let left = (start..<end).contains(cell * 2)
                let right = (start..<end).contains(cell * 2 + 1)
                switch (left, right, unicode) {
                case (true, true, true): return "█"
                case (true, false, true): return "▌"
                case (false, true, true): return "▐"
                case (true, _, false), (_, true, false): return "="
                case (false, false, _): return " "
                }
            })
    }
}
