import Domain
import ProviderKit

/// The NWS's conditions as OpenWeatherMap's: an observation's icon code (`…/icons/land/day/bkn`), or a
/// forecast hour's weather (`rain_showers`, light) and else its sky cover.
enum NationalWeatherServiceCondition {
    /// Every icon code the NWS documents, and `vv` (a sky hidden by fog or snow), which it has sent.
    private static let icons: [String: ConditionMapping] = [
        "skc": ConditionMapping(800, "Clear", .clearSky, "01"),
        "few": ConditionMapping(801, "Clouds", .fewClouds, "02"),
        "sct": ConditionMapping(802, "Clouds", .scatteredClouds, "03"),
        "bkn": ConditionMapping(803, "Clouds", .brokenClouds, "04"),
        "ovc": ConditionMapping(804, "Clouds", .overcastClouds, "04"),
        "vv": ConditionMapping(804, "Clouds", .skyObscured, "04"),
        "wind_skc": ConditionMapping(800, "Clear", .clearSkyAndWindy, "01"),
        "wind_few": ConditionMapping(801, "Clouds", .fewCloudsAndWindy, "02"),
        "wind_sct": ConditionMapping(802, "Clouds", .scatteredCloudsAndWindy, "03"),
        "wind_bkn": ConditionMapping(803, "Clouds", .brokenCloudsAndWindy, "04"),
        "wind_ovc": ConditionMapping(804, "Clouds", .overcastCloudsAndWindy, "04"),
        "snow": ConditionMapping(601, "Snow", .snow, "13"),
        "rain_snow": ConditionMapping(616, "Snow", .rainAndSnow, "13"),
        "rain_sleet": ConditionMapping(611, "Snow", .rainAndSleet, "13"),
        "snow_sleet": ConditionMapping(611, "Snow", .snowAndSleet, "13"),
        "fzra": ConditionMapping(511, "Rain", .freezingRain, "13"),
        "rain_fzra": ConditionMapping(511, "Rain", .rainAndFreezingRain, "13"),
        "snow_fzra": ConditionMapping(511, "Rain", .freezingRainAndSnow, "13"),
        "sleet": ConditionMapping(611, "Snow", .sleet, "13"),
        "rain": ConditionMapping(501, "Rain", .rain, "10"),
        "rain_showers": ConditionMapping(521, "Rain", .rainShowers, "09"),
        "rain_showers_hi": ConditionMapping(520, "Rain", .isolatedRainShowers, "09"),
        "tsra": ConditionMapping(211, "Thunderstorm", .thunderstorm, "11"),
        "tsra_sct": ConditionMapping(211, "Thunderstorm", .scatteredThunderstorms, "11"),
        "tsra_hi": ConditionMapping(210, "Thunderstorm", .isolatedThunderstorms, "11"),
        "tornado": ConditionMapping(781, "Tornado", .tornado, "50"),
        "hurricane": ConditionMapping(781, "Tornado", .hurricaneConditions, "50"),
        "tropical_storm": ConditionMapping(771, "Squall", .tropicalStormConditions, "50"),
        "dust": ConditionMapping(761, "Dust", .dust, "50"),
        "smoke": ConditionMapping(711, "Smoke", .smoke, "50"),
        "haze": ConditionMapping(721, "Haze", .haze, "50"),
        "hot": ConditionMapping(800, "Clear", .hot, "01"),
        "cold": ConditionMapping(800, "Clear", .cold, "01"),
        "blizzard": ConditionMapping(602, "Snow", .blizzard, "13"),
        "fog": ConditionMapping(741, "Fog", .fog, "50"),
    ]

    /// The forecast grid's weather types that come light, as they are or heavy: the code of the light form,
    /// whose next two codes are the usual and the heavy one ("light rain" 500, "rain" 501, "heavy rain" 502),
    /// and the three phrases.
    private static let graded:
        [String: (code: Int, summary: String, phrases: [ConditionPhrase], icon: String)] = [
            "rain": (500, "Rain", [.lightRain, .rain, .heavyRain], "10"),
            "rain_showers": (520, "Rain", [.lightRainShowers, .rainShowers, .heavyRainShowers], "09"),
            "drizzle": (300, "Drizzle", [.lightDrizzle, .drizzle, .heavyDrizzle], "09"),
            "snow": (600, "Snow", [.lightSnow, .snow, .heavySnow], "13"),
            "snow_showers": (620, "Snow", [.lightSnowShowers, .snowShowers, .heavySnowShowers], "13"),
            "thunderstorms": (
                210, "Thunderstorm", [.lightThunderstorm, .thunderstorm, .heavyThunderstorm], "11"
            ),
        ]

    /// Weather types with one form whatever their intensity.
    private static let plainWeather: [String: ConditionMapping] = [
        "freezing_rain": ConditionMapping(511, "Rain", .freezingRain, "13"),
        "freezing_drizzle": ConditionMapping(511, "Rain", .freezingDrizzle, "13"),
        "freezing_spray": ConditionMapping(511, "Rain", .freezingSpray, "13"),
        "sleet": ConditionMapping(611, "Snow", .sleet, "13"),
        "ice_pellets": ConditionMapping(611, "Snow", .icePellets, "13"),
        "hail": ConditionMapping(201, "Thunderstorm", .hail, "11"),
        "blowing_snow": ConditionMapping(621, "Snow", .blowingSnow, "13"),
        "ice_crystals": ConditionMapping(600, "Snow", .iceCrystals, "13"),
        "fog": ConditionMapping(741, "Fog", .fog, "50"),
        "freezing_fog": ConditionMapping(741, "Fog", .freezingFog, "50"),
        "ice_fog": ConditionMapping(741, "Fog", .iceFog, "50"),
        "haze": ConditionMapping(721, "Haze", .haze, "50"),
        "smoke": ConditionMapping(711, "Smoke", .smoke, "50"),
        "blowing_dust": ConditionMapping(761, "Dust", .blowingDust, "50"),
        "blowing_sand": ConditionMapping(751, "Sand", .blowingSand, "50"),
        "volcanic_ash": ConditionMapping(762, "Ash", .volcanicAsh, "50"),
        "water_spouts": ConditionMapping(781, "Tornado", .waterspouts, "50"),
        "frost": ConditionMapping(800, "Clear", .frost, "01"),
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

    /// The mapping of a graded weather type (`graded`'s key) at `step`: 0 light, 1 as it is, 2 heavy.
    static func graded(_ type: String, step: Int) -> ConditionMapping? {
        guard let grade = graded[type], grade.phrases.indices.contains(step) else { return nil }
        return ConditionMapping(grade.code + step, grade.summary, grade.phrases[step], grade.icon)
    }

    /// The graded weather types as a station's words name them ("Rain Showers"), lower-cased.
    static let describedTypes: [String: String] = [
        "rain": "rain", "drizzle": "drizzle", "snow": "snow", "rain showers": "rain_showers",
        "showers rain": "rain_showers", "snow showers": "snow_showers", "showers snow": "snow_showers",
    ]

    /// The condition of an observation: its station's own words where their first clause is rain, drizzle,
    /// snow or their showers, light or heavy as the words say ("Light Rain and Fog/Mist" is light rain,
    /// 500), drawn for the day or night of its icon (else `daylight`); else its icon's; nil with neither.
    static func condition(description: String?, icon url: String?, daylight: Bool) -> WeatherCondition? {
        let fromIcon = condition(icon: url)
        guard let (type, step) = grade(of: description), let mapping = graded(type, step: step) else {
            return fromIcon
        }
        return mapping.condition(isDay: fromIcon.map { $0.icon.hasSuffix("d") } ?? daylight)
    }

    /// The graded weather type and step a station's words begin with: "Heavy Snow" is `snow` at 2; nil
    /// when their first clause is not one.
    static func grade(of description: String?) -> (type: String, step: Int)? {
        guard let clause = description?.lowercased().split(separator: " and ").first else { return nil }
        var words = String(
            clause.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        var step = 1
        for (prefix, grade) in [("light ", 0), ("heavy ", 2)] where words.hasPrefix(prefix) {
            words = String(words.dropFirst(prefix.count))
            step = grade
        }
        return describedTypes[words].map { ($0, step) }
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
            if graded[type] != nil {
                let step =
                    switch phenomenon.intensity {
                    case "very_light", "light": 0
                    case "heavy": 2
                    default: 1
                    }
                return graded(type, step: step)?.condition(isDay: isDay)
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
