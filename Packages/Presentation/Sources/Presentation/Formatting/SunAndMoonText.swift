import Domain

/// The day's length and the moon's phase in words.
enum SunAndMoonText {
    /// "9 h 29 min, 2 min 31 s shorter than yesterday"; the change alone for a length given elsewhere.
    static func daylight(seconds: Double, change: Double) -> String {
        "\(duration(seconds)), \(changeText(change))"
    }

    /// "2 min 31 s shorter than yesterday", "as long as yesterday".
    static func changeText(_ change: Double) -> String {
        let rounded = change.rounded()
        guard rounded != 0 else { return "as long as yesterday" }
        return "\(duration(abs(rounded), seconds: true)) \(rounded > 0 ? "longer" : "shorter") than yesterday"
    }

    /// "9 h 29 min"; with `seconds`, "2 min 31 s" or "48 s".
    static func duration(_ value: Double, seconds: Bool = false) -> String {
        let total = Int(saturating: value.rounded())
        let (hours, minutes, rest) = (total / 3_600, total % 3_600 / 60, total % 60)
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 || (!seconds && parts.isEmpty) { parts.append("\(minutes) min") }
        if seconds, rest > 0 || parts.isEmpty { parts.append("\(rest) s") }
        return parts.joined(separator: " ")
    }

    /// "waxing gibbous, 78% lit".
    static func moon(_ phase: MoonPhase) -> String {
        "\(phase.name.rawValue), \(Int(saturating: (phase.illumination * 100).rounded()))% lit"
    }
}
