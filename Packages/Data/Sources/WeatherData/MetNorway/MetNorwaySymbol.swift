import Domain

/// MET Norway's weather symbol codes ("lightrainshowers_day") as OpenWeatherMap's conditions, so that
/// every provider's readings share codes, groups, phrases and icons.
enum MetNorwaySymbol {
    private typealias Mapping = ConditionMapping

    /// Every symbol MET Norway documents, by its name without the `_day`, `_night` or `_polartwilight`
    /// ending, including the two it spells "lightss…" for historical reasons.
    private static let table: [String: Mapping] = [
        "clearsky": Mapping(800, "Clear", "clear sky", "01"),
        "fair": Mapping(801, "Clouds", "fair", "02"),
        "partlycloudy": Mapping(802, "Clouds", "partly cloudy", "03"),
        "cloudy": Mapping(804, "Clouds", "cloudy", "04"),
        "fog": Mapping(741, "Fog", "fog", "50"),
        "lightrain": Mapping(500, "Rain", "light rain", "10"),
        "rain": Mapping(501, "Rain", "rain", "10"),
        "heavyrain": Mapping(502, "Rain", "heavy rain", "10"),
        "lightrainshowers": Mapping(520, "Rain", "light rain showers", "09"),
        "rainshowers": Mapping(521, "Rain", "rain showers", "09"),
        "heavyrainshowers": Mapping(522, "Rain", "heavy rain showers", "09"),
        "lightsleet": Mapping(612, "Snow", "light sleet", "13"),
        "sleet": Mapping(611, "Snow", "sleet", "13"),
        "heavysleet": Mapping(611, "Snow", "heavy sleet", "13"),
        "lightsleetshowers": Mapping(612, "Snow", "light sleet showers", "13"),
        "sleetshowers": Mapping(613, "Snow", "sleet showers", "13"),
        "heavysleetshowers": Mapping(613, "Snow", "heavy sleet showers", "13"),
        "lightsnow": Mapping(600, "Snow", "light snow", "13"),
        "snow": Mapping(601, "Snow", "snow", "13"),
        "heavysnow": Mapping(602, "Snow", "heavy snow", "13"),
        "lightsnowshowers": Mapping(620, "Snow", "light snow showers", "13"),
        "snowshowers": Mapping(621, "Snow", "snow showers", "13"),
        "heavysnowshowers": Mapping(622, "Snow", "heavy snow showers", "13"),
        "lightrainandthunder": Mapping(200, "Thunderstorm", "light rain and thunder", "11"),
        "rainandthunder": Mapping(201, "Thunderstorm", "rain and thunder", "11"),
        "heavyrainandthunder": Mapping(202, "Thunderstorm", "heavy rain and thunder", "11"),
        "lightrainshowersandthunder": Mapping(200, "Thunderstorm", "light rain showers and thunder", "11"),
        "rainshowersandthunder": Mapping(201, "Thunderstorm", "rain showers and thunder", "11"),
        "heavyrainshowersandthunder": Mapping(202, "Thunderstorm", "heavy rain showers and thunder", "11"),
        "lightsleetandthunder": Mapping(200, "Thunderstorm", "light sleet and thunder", "11"),
        "sleetandthunder": Mapping(201, "Thunderstorm", "sleet and thunder", "11"),
        "heavysleetandthunder": Mapping(202, "Thunderstorm", "heavy sleet and thunder", "11"),
        "lightssleetshowersandthunder": Mapping(200, "Thunderstorm", "light sleet showers and thunder", "11"),
        "sleetshowersandthunder": Mapping(201, "Thunderstorm", "sleet showers and thunder", "11"),
        "heavysleetshowersandthunder": Mapping(202, "Thunderstorm", "heavy sleet showers and thunder", "11"),
        "lightsnowandthunder": Mapping(200, "Thunderstorm", "light snow and thunder", "11"),
        "snowandthunder": Mapping(201, "Thunderstorm", "snow and thunder", "11"),
        "heavysnowandthunder": Mapping(202, "Thunderstorm", "heavy snow and thunder", "11"),
        "lightssnowshowersandthunder": Mapping(200, "Thunderstorm", "light snow showers and thunder", "11"),
        "snowshowersandthunder": Mapping(201, "Thunderstorm", "snow showers and thunder", "11"),
        "heavysnowshowersandthunder": Mapping(202, "Thunderstorm", "heavy snow showers and thunder", "11"),
    ]

    /// Every symbol name the table knows, without its ending.
    static var names: [String] { Array(table.keys) }

    /// The condition for `symbol`; its ending says day or night, and a symbol without one (such as
    /// "cloudy") is drawn by `isDay`. Nil for a symbol MET Norway does not document.
    static func condition(_ symbol: String?, isDay: Bool) -> WeatherCondition? {
        guard let symbol else { return nil }
        let parts = symbol.split(separator: "_", maxSplits: 1)
        guard let name = parts.first, let mapping = table[String(name)] else { return nil }
        let day: Bool =
            switch parts.count > 1 ? String(parts[1]) : nil {
            case "day", "polartwilight": true
            case "night": false
            default: isDay
            }
        return mapping.condition(isDay: day)
    }

    /// True for symbols of snow (not sleet), whose precipitation is snow's water.
    static func isSnow(_ symbol: String?) -> Bool {
        guard let name = symbol?.split(separator: "_").first else { return false }
        return name.hasSuffix("snow") || name.hasSuffix("snowshowers")
    }
}
