import Domain

/// One of a provider's condition codes as OpenWeatherMap's condition, which every provider's readings
/// share so that codes, groups, phrases and icons are one set: the code, its group ("Rain"), its phrase
/// and its icon without the day or night letter.
struct ConditionMapping: Sendable {
    let code: Int
    let summary: String
    let description: String
    let icon: String

    init(_ code: Int, _ summary: String, _ description: String, _ icon: String) {
        self.code = code
        self.summary = summary
        self.description = description
        self.icon = icon
    }

    /// The condition, its icon drawn for the day or the night.
    func condition(isDay: Bool) -> WeatherCondition {
        WeatherCondition(
            code: code, summary: summary, description: description, icon: icon + (isDay ? "d" : "n"))
    }
}
