import Domain

/// The day's length and the moon's phase in words.
struct SunAndMoonText: LanguageText {
    let words: Words

    /// "9 h 29 min, 2 min 31 s shorter than yesterday"; the change alone for a length given elsewhere.
    func daylight(seconds: Double, change: Double) -> String {
        duration(seconds) + words.phraseSeparator + changeText(change)
    }

    /// "2 min 31 s shorter than yesterday", "as long as yesterday".
    func changeText(_ change: Double) -> String {
        let rounded = change.rounded()
        guard rounded != 0 else { return words("as long as yesterday") }
        let length = duration(abs(rounded), seconds: true)
        return rounded > 0
            ? words("\(length) longer than yesterday") : words("\(length) shorter than yesterday")
    }

    /// "9 h 29 min"; with `seconds`, "2 min 31 s" or "48 s".
    func duration(_ value: Double, seconds: Bool = false) -> String {
        let total = Int(saturating: value.rounded())
        let (hours, minutes, rest) = (total / 3_600, total % 3_600 / 60, total % 60)
        var parts: [String] = []
        if hours > 0 { parts.append(words("\(hours) h")) }
        if minutes > 0 || (!seconds && parts.isEmpty) { parts.append(words("\(minutes) min")) }
        if seconds, rest > 0 || parts.isEmpty { parts.append(words("\(rest) s")) }
        return parts.joined(separator: " ")
    }

    /// "waxing gibbous, 78% lit".
    func moon(_ phase: MoonPhase) -> String {
        let (name, percent) = (self.name(phase.name), Int(saturating: (phase.illumination * 100).rounded()))
        return words("\(name), \(percent)% lit")
    }

    func name(_ name: MoonPhase.Name) -> String {
        switch name {
        case .newMoon: words("new moon")
        case .waxingCrescent: words("waxing crescent")
        case .firstQuarter: words("first quarter")
        case .waxingGibbous: words("waxing gibbous")
        case .fullMoon: words("full moon")
        case .waningGibbous: words("waning gibbous")
        case .lastQuarter: words("last quarter")
        case .waningCrescent: words("waning crescent")
        }
    }
}
