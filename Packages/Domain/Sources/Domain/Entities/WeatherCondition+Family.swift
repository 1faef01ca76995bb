extension WeatherCondition {
    /// The condition's family by its code; nil for a code outside every group.
    public var family: ConditionFamily? { ConditionFamily(code: code) }

    /// True when the service drew the condition for night time (its icon ends in `n`).
    public var isNight: Bool { icon.hasSuffix("n") }
}
