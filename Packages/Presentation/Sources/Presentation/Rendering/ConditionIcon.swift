import Domain

/// The icon of a condition family, by day or night, in every style; each style has one width.
enum ConditionIcon {
    /// Emoji that terminals draw two columns wide, and ASCII pictograms three wide.
    static func icon(for family: ConditionFamily, night: Bool, style: IconStyle) -> String {
        switch style {
        case .none: ""
        case .emoji: emoji(family, night: night)
        case .ascii: ascii(family, night: night)
        }
    }

    /// The icon of `condition` followed by a space, blank of the same width for an unknown or missing
    /// condition, so that descriptions after it line up; empty when icons are off.
    static func prefix(for condition: WeatherCondition?, style: IconStyle) -> String {
        guard style != .none else { return "" }
        guard let condition, let family = condition.family else {
            return String(repeating: " ", count: width(of: style) + 1)
        }
        return icon(for: family, night: condition.isNight, style: style) + " "
    }

    static func width(of style: IconStyle) -> Int {
        switch style {
        case .none: 0
        case .emoji: 2
        case .ascii: 3
        }
    }

    private static func emoji(_ family: ConditionFamily, night: Bool) -> String {
        switch family {
        case .clear: night ? "🌙" : "🌞"
        case .clouds: night ? "☁️" : "⛅"
        case .drizzle: "💧"
        case .rain: "☔"
        case .thunderstorm: "⚡"
        case .snow: "⛄"
        case .atmosphere: "🌁"
        case .windstorm: "🌀"
        }
    }

    private static func ascii(_ family: ConditionFamily, night: Bool) -> String {
        switch family {
        case .clear: night ? "(C)" : "(O)"
        case .clouds: "(~)"
        case .drizzle: "(,)"
        case .rain: "(/)"
        case .thunderstorm: "(!)"
        case .snow: "(*)"
        case .atmosphere: "(=)"
        case .windstorm: "(@)"
        }
    }
}
