import Domain

/// One of a provider's condition codes as OpenWeatherMap's condition, which every provider's readings
/// share so that codes, groups, phrases and icons are one set: the code, its group ("Rain"), wxapp's
/// phrase for it and its icon without the day or night letter.
package struct ConditionMapping: Sendable {
    package let code: Int
    package let summary: String
    package let phrase: ConditionPhrase
    package let icon: String

    package init(_ code: Int, _ summary: String, _ phrase: ConditionPhrase, _ icon: String) {
        self.code = code
        self.summary = summary
        self.phrase = phrase
        self.icon = icon
    }

    /// The condition, its icon drawn for the day or the night.
    package func condition(isDay: Bool) -> WeatherCondition {
        WeatherCondition(
            code: code, summary: summary, description: phrase.rawValue, icon: icon + (isDay ? "d" : "n"))
    }
}
