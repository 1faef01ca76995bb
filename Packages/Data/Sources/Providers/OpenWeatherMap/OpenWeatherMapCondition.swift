import Domain
import ProviderKit

/// OpenWeatherMap's condition ids as wxapp's phrases, from its list of ids: its conditions then read as every
/// other provider's, in every language, whatever the reply's `description` says.
enum OpenWeatherMapCondition {
    /// The phrase of `id`; for an id the list lacks, the phrase of its group (2xx thunderstorm, 3xx drizzle,
    /// 5xx rain, 6xx snow, 7xx haze, 80x clouds); nil outside every group.
    static func phrase(id: Int) -> ConditionPhrase? {
        if let phrase = phrases[id] { return phrase }
        switch id / 100 {
        case 2: return .thunderstorm
        case 3: return .drizzle
        case 5: return .rain
        case 6: return .snow
        case 7: return .haze
        case 8: return .cloudy
        default: return nil
        }
    }

    private static let phrases: [Int: ConditionPhrase] = [
        200: .thunderstormWithLightRain,
        201: .thunderstormWithRain,
        202: .thunderstormWithHeavyRain,
        210: .lightThunderstorm,
        211: .thunderstorm,
        212: .heavyThunderstorm,
        221: .raggedThunderstorm,
        230: .thunderstormWithLightDrizzle,
        231: .thunderstormWithDrizzle,
        232: .thunderstormWithHeavyDrizzle,
        300: .lightIntensityDrizzle,
        301: .drizzle,
        302: .heavyIntensityDrizzle,
        310: .lightIntensityDrizzleRain,
        311: .drizzleRain,
        312: .heavyIntensityDrizzleRain,
        313: .showerRainAndDrizzle,
        314: .heavyShowerRainAndDrizzle,
        321: .showerDrizzle,
        500: .lightRain,
        501: .moderateRain,
        502: .heavyIntensityRain,
        503: .veryHeavyRain,
        504: .extremeRain,
        511: .freezingRain,
        520: .lightIntensityShowerRain,
        521: .showerRain,
        522: .heavyIntensityShowerRain,
        531: .raggedShowerRain,
        600: .lightSnow,
        601: .snow,
        602: .heavySnow,
        611: .sleet,
        612: .lightShowerSleet,
        613: .showerSleet,
        615: .lightRainAndSnow,
        616: .rainAndSnow,
        620: .lightShowerSnow,
        621: .showerSnow,
        622: .heavyShowerSnow,
        701: .mist,
        711: .smoke,
        721: .haze,
        731: .sandDustWhirls,
        741: .fog,
        751: .sand,
        761: .dust,
        762: .volcanicAsh,
        771: .squalls,
        781: .tornado,
        800: .clearSky,
        801: .fewClouds,
        802: .scatteredClouds,
        803: .brokenClouds,
        804: .overcastClouds,
    ]
}
