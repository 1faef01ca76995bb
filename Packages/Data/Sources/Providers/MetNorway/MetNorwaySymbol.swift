import Domain
import ProviderKit

/// MET Norway's weather symbol codes ("lightrainshowers_day") as OpenWeatherMap's conditions, so that
/// every provider's readings share codes, groups, phrases and icons.
enum MetNorwaySymbol {
    private typealias Mapping = ConditionMapping

    /// Every symbol MET Norway documents, by its name without the `_day`, `_night` or `_polartwilight`
    /// ending, including the two it spells "lightss…" for historical reasons.
    private static let table: [String: Mapping] = [
        "clearsky": Mapping(800, "Clear", .clearSky, "01"),
        "fair": Mapping(801, "Clouds", .fair, "02"),
        "partlycloudy": Mapping(802, "Clouds", .partlyCloudy, "03"),
        "cloudy": Mapping(804, "Clouds", .cloudy, "04"),
        "fog": Mapping(741, "Fog", .fog, "50"),
        "lightrain": Mapping(500, "Rain", .lightRain, "10"),
        "rain": Mapping(501, "Rain", .rain, "10"),
        "heavyrain": Mapping(502, "Rain", .heavyRain, "10"),
        "lightrainshowers": Mapping(520, "Rain", .lightRainShowers, "09"),
        "rainshowers": Mapping(521, "Rain", .rainShowers, "09"),
        "heavyrainshowers": Mapping(522, "Rain", .heavyRainShowers, "09"),
        "lightsleet": Mapping(612, "Snow", .lightSleet, "13"),
        "sleet": Mapping(611, "Snow", .sleet, "13"),
        "heavysleet": Mapping(611, "Snow", .heavySleet, "13"),
        "lightsleetshowers": Mapping(612, "Snow", .lightSleetShowers, "13"),
        "sleetshowers": Mapping(613, "Snow", .sleetShowers, "13"),
        "heavysleetshowers": Mapping(613, "Snow", .heavySleetShowers, "13"),
        "lightsnow": Mapping(600, "Snow", .lightSnow, "13"),
        "snow": Mapping(601, "Snow", .snow, "13"),
        "heavysnow": Mapping(602, "Snow", .heavySnow, "13"),
        "lightsnowshowers": Mapping(620, "Snow", .lightSnowShowers, "13"),
        "snowshowers": Mapping(621, "Snow", .snowShowers, "13"),
        "heavysnowshowers": Mapping(622, "Snow", .heavySnowShowers, "13"),
        "lightrainandthunder": Mapping(200, "Thunderstorm", .lightRainAndThunder, "11"),
        "rainandthunder": Mapping(201, "Thunderstorm", .rainAndThunder, "11"),
        "heavyrainandthunder": Mapping(202, "Thunderstorm", .heavyRainAndThunder, "11"),
        "lightrainshowersandthunder": Mapping(200, "Thunderstorm", .lightRainShowersAndThunder, "11"),
        "rainshowersandthunder": Mapping(201, "Thunderstorm", .rainShowersAndThunder, "11"),
        "heavyrainshowersandthunder": Mapping(202, "Thunderstorm", .heavyRainShowersAndThunder, "11"),
        "lightsleetandthunder": Mapping(200, "Thunderstorm", .lightSleetAndThunder, "11"),
        "sleetandthunder": Mapping(201, "Thunderstorm", .sleetAndThunder, "11"),
        "heavysleetandthunder": Mapping(202, "Thunderstorm", .heavySleetAndThunder, "11"),
        "lightssleetshowersandthunder": Mapping(200, "Thunderstorm", .lightSleetShowersAndThunder, "11"),
        "sleetshowersandthunder": Mapping(201, "Thunderstorm", .sleetShowersAndThunder, "11"),
        "heavysleetshowersandthunder": Mapping(202, "Thunderstorm", .heavySleetShowersAndThunder, "11"),
        "lightsnowandthunder": Mapping(200, "Thunderstorm", .lightSnowAndThunder, "11"),
        "snowandthunder": Mapping(201, "Thunderstorm", .snowAndThunder, "11"),
        "heavysnowandthunder": Mapping(202, "Thunderstorm", .heavySnowAndThunder, "11"),
        "lightssnowshowersandthunder": Mapping(200, "Thunderstorm", .lightSnowShowersAndThunder, "11"),
        "snowshowersandthunder": Mapping(201, "Thunderstorm", .snowShowersAndThunder, "11"),
        "heavysnowshowersandthunder": Mapping(202, "Thunderstorm", .heavySnowShowersAndThunder, "11"),
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
