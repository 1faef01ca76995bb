import Domain
@preconcurrency import Rainbow

/// The colours of the condition families: bright by day, deeper or dimmer by night.
enum ConditionTheme {
    static func paint(_ text: String, _ family: ConditionFamily, night: Bool) -> String {
        switch (family, night) {
        case (.clear, false): text.yellow
        case (.clear, true): text.lightBlue
        case (.clouds, false): text.white
        case (.clouds, true): text.lightBlack
        case (.drizzle, false): text.lightCyan
        case (.drizzle, true): text.cyan
        case (.rain, false): text.lightBlue
        case (.rain, true): text.blue
        case (.thunderstorm, false): text.magenta.bold
        case (.thunderstorm, true): text.magenta
        case (.snow, false): text.lightWhite.bold
        case (.snow, true): text.lightWhite
        case (.atmosphere, false): text.lightBlack
        case (.atmosphere, true): text.lightBlack.dim
        case (.windstorm, false): text.red.bold
        case (.windstorm, true): text.red
        }
    }

    /// The style of `condition`'s text: its family's colours, or plain when it has no family.
    static func style(for condition: WeatherCondition?) -> TextStyle {
        guard let condition, let family = condition.family else { return .plain }
        return .condition(family, night: condition.isNight)
    }
}
