import FoundationEssentials

/// Numbers as people read them: rounded half away from zero, never "-0", no locale surprises.
enum NumberText {
    /// `value` rounded to `decimals` places, with `decimalMark` before the fraction; values within a
    /// millionth of a half round as the half.
    static func format(_ value: Double, decimals: Int = 0, decimalMark: String = ".") -> String {
        guard value.isFinite else { return "?" }
        let places = max(0, min(decimals, 6))
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = value * Double(scale)
        let snapped = (scaled * 1_000_000).rounded() / 1_000_000
        let rounded = snapped.rounded(.toNearestOrAwayFromZero)
        guard abs(rounded) < 1e15 else { return String(value) }
        let integer = Int64(rounded)
        let magnitude = integer.magnitude
        var text = integer < 0 ? "-" : ""
        text += String(magnitude / UInt64(scale))
        if places > 0 {
            let fraction = String(magnitude % UInt64(scale))
            text += decimalMark + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return text
    }
}
