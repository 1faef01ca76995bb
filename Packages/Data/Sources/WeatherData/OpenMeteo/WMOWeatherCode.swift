import Domain

/// WMO weather interpretation codes (as Open-Meteo reports them) as OpenWeatherMap's conditions, so that
/// every provider's readings share codes, groups, phrases and icons.
enum WMOWeatherCode {
    private struct Mapping {
        let code: Int
        let summary: String
        let description: String
        let icon: String
    }

    private static let table: [Int: Mapping] = [
        0: Mapping(code: 800, summary: "Clear", description: "clear sky", icon: "01"),
        1: Mapping(code: 801, summary: "Clouds", description: "mainly clear", icon: "02"),
        2: Mapping(code: 802, summary: "Clouds", description: "partly cloudy", icon: "03"),
        3: Mapping(code: 804, summary: "Clouds", description: "overcast clouds", icon: "04"),
        45: Mapping(code: 741, summary: "Fog", description: "fog", icon: "50"),
        48: Mapping(code: 741, summary: "Fog", description: "depositing rime fog", icon: "50"),
        51: Mapping(code: 300, summary: "Drizzle", description: "light intensity drizzle", icon: "09"),
        53: Mapping(code: 301, summary: "Drizzle", description: "drizzle", icon: "09"),
        55: Mapping(code: 302, summary: "Drizzle", description: "heavy intensity drizzle", icon: "09"),
        56: Mapping(code: 511, summary: "Rain", description: "light freezing drizzle", icon: "13"),
        57: Mapping(code: 511, summary: "Rain", description: "freezing drizzle", icon: "13"),
        61: Mapping(code: 500, summary: "Rain", description: "light rain", icon: "10"),
        63: Mapping(code: 501, summary: "Rain", description: "moderate rain", icon: "10"),
        65: Mapping(code: 502, summary: "Rain", description: "heavy intensity rain", icon: "10"),
        66: Mapping(code: 511, summary: "Rain", description: "light freezing rain", icon: "13"),
        67: Mapping(code: 511, summary: "Rain", description: "freezing rain", icon: "13"),
        71: Mapping(code: 600, summary: "Snow", description: "light snow", icon: "13"),
        73: Mapping(code: 601, summary: "Snow", description: "snow", icon: "13"),
        75: Mapping(code: 602, summary: "Snow", description: "heavy snow", icon: "13"),
        77: Mapping(code: 600, summary: "Snow", description: "snow grains", icon: "13"),
        80: Mapping(code: 520, summary: "Rain", description: "light intensity shower rain", icon: "09"),
        81: Mapping(code: 521, summary: "Rain", description: "shower rain", icon: "09"),
        82: Mapping(code: 522, summary: "Rain", description: "heavy intensity shower rain", icon: "09"),
        85: Mapping(code: 620, summary: "Snow", description: "light shower snow", icon: "13"),
        86: Mapping(code: 622, summary: "Snow", description: "heavy shower snow", icon: "13"),
        95: Mapping(code: 211, summary: "Thunderstorm", description: "thunderstorm", icon: "11"),
        96: Mapping(
            code: 201, summary: "Thunderstorm", description: "thunderstorm with slight hail", icon: "11"),
        99: Mapping(
            code: 202, summary: "Thunderstorm", description: "thunderstorm with heavy hail", icon: "11"),
    ]

    /// The condition for WMO code `code`, by day or by night; nil for a code WMO does not define here.
    static func condition(_ code: Int?, isDay: Bool) -> WeatherCondition? {
        guard let code, let mapping = table[code] else { return nil }
        return WeatherCondition(
            code: mapping.code, summary: mapping.summary, description: mapping.description,
            icon: mapping.icon + (isDay ? "d" : "n"))
    }
}
