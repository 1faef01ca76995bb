import Domain
import ProviderKit

/// WMO weather interpretation codes (as Open-Meteo reports them) as OpenWeatherMap's conditions, so that
/// every provider's readings share codes, groups, phrases and icons.
enum WMOWeatherCode {
    private typealias Mapping = ConditionMapping

    private static let table: [Int: Mapping] = [
        0: Mapping(800, "Clear", .clearSky, "01"),
        1: Mapping(801, "Clouds", .mainlyClear, "02"),
        2: Mapping(802, "Clouds", .partlyCloudy, "03"),
        3: Mapping(804, "Clouds", .overcastClouds, "04"),
        45: Mapping(741, "Fog", .fog, "50"),
        48: Mapping(741, "Fog", .depositingRimeFog, "50"),
        51: Mapping(300, "Drizzle", .lightIntensityDrizzle, "09"),
        53: Mapping(301, "Drizzle", .drizzle, "09"),
        55: Mapping(302, "Drizzle", .heavyIntensityDrizzle, "09"),
        56: Mapping(511, "Rain", .lightFreezingDrizzle, "13"),
        57: Mapping(511, "Rain", .freezingDrizzle, "13"),
        61: Mapping(500, "Rain", .lightRain, "10"),
        63: Mapping(501, "Rain", .moderateRain, "10"),
        65: Mapping(502, "Rain", .heavyIntensityRain, "10"),
        66: Mapping(511, "Rain", .lightFreezingRain, "13"),
        67: Mapping(511, "Rain", .freezingRain, "13"),
        71: Mapping(600, "Snow", .lightSnow, "13"),
        73: Mapping(601, "Snow", .snow, "13"),
        75: Mapping(602, "Snow", .heavySnow, "13"),
        77: Mapping(600, "Snow", .snowGrains, "13"),
        80: Mapping(520, "Rain", .lightIntensityShowerRain, "09"),
        81: Mapping(521, "Rain", .showerRain, "09"),
        82: Mapping(522, "Rain", .heavyIntensityShowerRain, "09"),
        85: Mapping(620, "Snow", .lightShowerSnow, "13"),
        86: Mapping(622, "Snow", .heavyShowerSnow, "13"),
        95: Mapping(211, "Thunderstorm", .thunderstorm, "11"),
        96: Mapping(201, "Thunderstorm", .thunderstormWithSlightHail, "11"),
        99: Mapping(202, "Thunderstorm", .thunderstormWithHeavyHail, "11"),
    ]

    /// The condition for WMO code `code`, by day or by night; nil for a code WMO does not define here.
    static func condition(_ code: Int?, isDay: Bool) -> WeatherCondition? {
        guard let code, let mapping = table[code] else { return nil }
        return mapping.condition(isDay: isDay)
    }
}
