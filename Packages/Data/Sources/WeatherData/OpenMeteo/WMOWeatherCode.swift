import Domain

/// WMO weather interpretation codes (as Open-Meteo reports them) as OpenWeatherMap's conditions, so that
/// every provider's readings share codes, groups, phrases and icons.
enum WMOWeatherCode {
    private typealias Mapping = ConditionMapping

    private static let table: [Int: Mapping] = [
        0: Mapping(800, "Clear", "clear sky", "01"),
        1: Mapping(801, "Clouds", "mainly clear", "02"),
        2: Mapping(802, "Clouds", "partly cloudy", "03"),
        3: Mapping(804, "Clouds", "overcast clouds", "04"),
        45: Mapping(741, "Fog", "fog", "50"),
        48: Mapping(741, "Fog", "depositing rime fog", "50"),
        51: Mapping(300, "Drizzle", "light intensity drizzle", "09"),
        53: Mapping(301, "Drizzle", "drizzle", "09"),
        55: Mapping(302, "Drizzle", "heavy intensity drizzle", "09"),
        56: Mapping(511, "Rain", "light freezing drizzle", "13"),
        57: Mapping(511, "Rain", "freezing drizzle", "13"),
        61: Mapping(500, "Rain", "light rain", "10"),
        63: Mapping(501, "Rain", "moderate rain", "10"),
        65: Mapping(502, "Rain", "heavy intensity rain", "10"),
        66: Mapping(511, "Rain", "light freezing rain", "13"),
        67: Mapping(511, "Rain", "freezing rain", "13"),
        71: Mapping(600, "Snow", "light snow", "13"),
        73: Mapping(601, "Snow", "snow", "13"),
        75: Mapping(602, "Snow", "heavy snow", "13"),
        77: Mapping(600, "Snow", "snow grains", "13"),
        80: Mapping(520, "Rain", "light intensity shower rain", "09"),
        81: Mapping(521, "Rain", "shower rain", "09"),
        82: Mapping(522, "Rain", "heavy intensity shower rain", "09"),
        85: Mapping(620, "Snow", "light shower snow", "13"),
        86: Mapping(622, "Snow", "heavy shower snow", "13"),
        95: Mapping(211, "Thunderstorm", "thunderstorm", "11"),
        96: Mapping(201, "Thunderstorm", "thunderstorm with slight hail", "11"),
        99: Mapping(202, "Thunderstorm", "thunderstorm with heavy hail", "11"),
    ]

    /// The condition for WMO code `code`, by day or by night; nil for a code WMO does not define here.
    static func condition(_ code: Int?, isDay: Bool) -> WeatherCondition? {
        guard let code, let mapping = table[code] else { return nil }
        return mapping.condition(isDay: isDay)
    }
}
