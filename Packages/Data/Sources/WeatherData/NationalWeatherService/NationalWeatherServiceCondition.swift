import Domain

/// The NWS's conditions as OpenWeatherMap's: an observation's icon code (`…/icons/land/day/bkn`), or a
/// forecast hour's weather (`rain_showers`, light) and else its sky cover.
enum NationalWeatherServiceCondition {
    /// Every icon code the NWS documents, and `vv` (a sky hidden by fog or snow), which it has sent.
    private static let icons: [String: ConditionMapping] = [
        "skc": ConditionMapping(800, "Clear", "clear sky", "01"),
        "few": ConditionMapping(801, "Clouds", "few clouds", "02"),
        "sct": ConditionMapping(802, "Clouds", "scattered clouds", "03"),
        "bkn": ConditionMapping(803, "Clouds", "broken clouds", "04"),
        "ovc": ConditionMapping(804, "Clouds", "overcast clouds", "04"),
        "vv": ConditionMapping(804, "Clouds", "sky obscured", "04"),
        "wind_skc": ConditionMapping(800, "Clear", "clear sky and windy", "01"),
        "wind_few": ConditionMapping(801, "Clouds", "few clouds and windy", "02"),
        "wind_sct": ConditionMapping(802, "Clouds", "scattered clouds and windy", "03"),
        "wind_bkn": ConditionMapping(803, "Clouds", "broken clouds and windy", "04"),
        "wind_ovc": ConditionMapping(804, "Clouds", "overcast clouds and windy", "04"),
        "snow": ConditionMapping(601, "Snow", "snow", "13"),
        "rain_snow": ConditionMapping(616, "Snow", "rain and snow", "13"),
        "rain_sleet": ConditionMapping(611, "Snow", "rain and sleet", "13"),
        "snow_sleet": ConditionMapping(611, "Snow", "snow and sleet", "13"),
        "fzra": ConditionMapping(511, "Rain", "freezing rain", "13"),
        "rain_fzra": ConditionMapping(511, "Rain", "rain and freezing rain", "13"),
        "snow_fzra": ConditionMapping(511, "Rain", "freezing rain and snow", "13"),
        "sleet": ConditionMapping(611, "Snow", "sleet", "13"),
        "rain": ConditionMapping(501, "Rain", "rain", "10"),
        "rain_showers": ConditionMapping(521, "Rain", "rain showers", "09"),
        "rain_showers_hi": ConditionMapping(520, "Rain", "isolated rain showers", "09"),
        "tsra": ConditionMapping(211, "Thunderstorm", "thunderstorm", "11"),
        "tsra_sct": ConditionMapping(211, "Thunderstorm", "scattered thunderstorms", "11"),
        "tsra_hi": ConditionMapping(210, "Thunderstorm", "isolated thunderstorms", "11"),
        "tornado": ConditionMapping(781, "Tornado", "tornado", "50"),
        "hurricane": ConditionMapping(781, "Tornado", "hurricane conditions", "50"),
        "tropical_storm": ConditionMapping(771, "Squall", "tropical storm conditions", "50"),
        "dust": ConditionMapping(761, "Dust", "dust", "50"),
        "smoke": ConditionMapping(711, "Smoke", "smoke", "50"),
        "haze": ConditionMapping(721, "Haze", "haze", "50"),
        "hot": ConditionMapping(800, "Clear", "hot", "01"),
        "cold": ConditionMapping(800, "Clear", "cold", "01"),
        "blizzard": ConditionMapping(602, "Snow", "blizzard", "13"),
        "fog": ConditionMapping(741, "Fog", "fog", "50"),
    ]

    /// The forecast grid's weather types that come light, as they are or heavy: the code of the light form,
    /// whose next two codes are the usual and the heavy one ("light rain" 500, "rain" 501, "heavy rain" 502).
    private static let graded: [String: (code: Int, summary: String, name: String, icon: String)] = [
        "rain": (500, "Rain", "rain", "10"), "rain_showers": (520, "Rain", "rain showers", "09"),
        "drizzle": (300, "Drizzle", "drizzle", "09"), "snow": (600, "Snow", "snow", "13"),
        "snow_showers": (620, "Snow", "snow showers", "13"),
        "thunderstorms": (210, "Thunderstorm", "thunderstorm", "11"),
    ]

    /// Weather types with one form whatever their intensity.
    private static let plainWeather: [String: ConditionMapping] = [
        "freezing_rain": ConditionMapping(511, "Rain", "freezing rain", "13"),
        "freezing_drizzle": ConditionMapping(511, "Rain", "freezing drizzle", "13"),
        "freezing_spray": ConditionMapping(511, "Rain", "freezing spray", "13"),
        "sleet": ConditionMapping(611, "Snow", "sleet", "13"),
        "ice_pellets": ConditionMapping(611, "Snow", "ice pellets", "13"),
        "hail": ConditionMapping(201, "Thunderstorm", "hail", "11"),
        "blowing_snow": ConditionMapping(621, "Snow", "blowing snow", "13"),
        "ice_crystals": ConditionMapping(600, "Snow", "ice crystals", "13"),
        "fog": ConditionMapping(741, "Fog", "fog", "50"),
        "freezing_fog": ConditionMapping(741, "Fog", "freezing fog", "50"),
        "ice_fog": ConditionMapping(741, "Fog", "ice fog", "50"),
        "haze": ConditionMapping(721, "Haze", "haze", "50"),
        "smoke": ConditionMapping(711, "Smoke", "smoke", "50"),
        "blowing_dust": ConditionMapping(761, "Dust", "blowing dust", "50"),
        "blowing_sand": ConditionMapping(751, "Sand", "blowing sand", "50"),
        "volcanic_ash": ConditionMapping(762, "Ash", "volcanic ash", "50"),
        "water_spouts": ConditionMapping(781, "Tornado", "waterspouts", "50"),
        "frost": ConditionMapping(800, "Clear", "frost", "01"),
    ]

    /// The condition of an icon URL ("https://api.weather.gov/icons/land/night/bkn?size=medium"), by its
    /// first code; nil for a URL without one, or a code the NWS does not document.
    static func condition(icon url: String?) -> WeatherCondition? {
        guard let url, let path = url.split(separator: "?").first else { return nil }
        let parts = path.split(separator: "/")
        guard let time = parts.firstIndex(where: { $0 == "day" || $0 == "night" }), time + 1 < parts.count,
            let code = parts[time + 1].split(separator: ",").first, let mapping = icons[String(code)]
        else { return nil }
        return mapping.condition(isDay: parts[time] == "day")
    }

    /// True for an icon of snow (not sleet or freezing rain), whose precipitation is snow's water.
    static func isSnow(_ condition: WeatherCondition) -> Bool {
        (600...602).contains(condition.code) || (620...622).contains(condition.code) || condition.code == 616
    }

    /// The condition of a forecast hour: the first of its weather types that is more than a slight chance,
    /// else its sky cover in percent; nil when it has neither.
    static func condition(
        weather: [NationalWeatherServiceDTO.GridpointReply.Phenomenon?], skyCover: Double?,
        isDay: Bool
    ) -> WeatherCondition? {
        for phenomenon in weather {
            guard let phenomenon, let type = phenomenon.weather, phenomenon.coverage != "slight_chance" else {
                continue
            }
            if let grade = graded[type] {
                let (step, adjective) =
                    switch phenomenon.intensity {
                    case "very_light", "light": (0, "light ")
                    case "heavy": (2, "heavy ")
                    default: (1, "")
                    }
                return ConditionMapping(grade.code + step, grade.summary, adjective + grade.name, grade.icon)
                    .condition(isDay: isDay)
            }
            if let mapping = plainWeather[type] { return mapping.condition(isDay: isDay) }
        }
        guard let skyCover else { return nil }
        let code: String =
            switch skyCover {
            case ..<12.5: "skc"
            case ..<37.5: "few"
            case ..<62.5: "sct"
            case ..<87.5: "bkn"
            default: "ovc"
            }
        return icons[code]?.condition(isDay: isDay)
    }
}
