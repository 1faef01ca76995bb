/// What the sky is doing, as the weather service classifies it.
public struct WeatherCondition: Sendable, Equatable {
    /// OpenWeatherMap's condition code (2xx thunderstorm … 8xx clouds), shared by every provider.
    public let code: Int
    /// A one-word group such as "Clouds".
    public let summary: String
    /// A short phrase such as "broken clouds": a `ConditionPhrase`, in copies kept before there were
    /// phrases any text.
    public let description: String
    /// The icon code such as "04d"; its last letter says day (`d`) or night (`n`).
    public let icon: String

    public init(code: Int, summary: String, description: String, icon: String) {
        self.code = code
        self.summary = summary
        self.description = description
        self.icon = icon
    }

    /// The phrase `description` holds; nil for text kept from before wxapp had its own phrases.
    public var phrase: ConditionPhrase? {
        ConditionPhrase(rawValue: description)
    }
}
