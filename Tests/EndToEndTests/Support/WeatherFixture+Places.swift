/// The fixtures the fake server knows; most temperatures are whole in °C and °F, so tables can be asserted.
extension WeatherFixture {
    /// 20 °C, 68 °F.
    static let tokyo = WeatherFixture(
        latitude: 35.69, longitude: 139.69, echoedName: "Shuzenji", country: "JP", cityID: 1_851_632,
        conditions: [Condition(id: 803, main: "Clouds", description: "broken clouds", icon: "04d")],
        kelvin: 293.15, feelsLikeKelvin: 292.83, minimumKelvin: 291.48, maximumKelvin: 294.82,
        pressure: 1015, humidity: 64, visibilityMetres: 10_000, windSpeed: 3.6, windDegrees: 160,
        windGust: 5.1, cloudCover: 75, rainLastHour: nil, timezoneSeconds: 32_400,
        sunrise: 1_717_789_234, sunset: 1_717_841_012, observedAt: 1_717_815_600)

    /// 30 °C, 86 °F.
    static let madrid = WeatherFixture(
        latitude: 40.42, longitude: -3.70, echoedName: "Puerta del Sol", country: "ES", cityID: 6_355_233,
        conditions: [Condition(id: 800, main: "Clear", description: "clear sky", icon: "01d")],
        kelvin: 303.15, feelsLikeKelvin: 302.4, minimumKelvin: 301.93, maximumKelvin: 304.82,
        pressure: 1012, humidity: 28, visibilityMetres: nil, windSpeed: 4.12, windDegrees: 230,
        windGust: nil, cloudCover: 0, rainLastHour: nil, timezoneSeconds: 7_200,
        sunrise: 1_717_820_000, sunset: 1_717_873_000, observedAt: 1_717_850_000)

    /// 10.22 °C, 50.396 °F: shown as 10°C and 50°F, while rounding JSON to whole degrees would be caught.
    static let paris = WeatherFixture(
        latitude: 48.85, longitude: 2.35, echoedName: "Palais-Royal", country: "FR", cityID: 2_988_507,
        conditions: [
            Condition(id: 500, main: "Rain", description: "light rain", icon: "10d"),
            Condition(id: 701, main: "Mist", description: "mist", icon: "50d"),
        ],
        kelvin: 283.37, feelsLikeKelvin: 281.9, minimumKelvin: 282.04, maximumKelvin: 284.26,
        pressure: 1008, humidity: 87, visibilityMetres: 6_000, windSpeed: 5.66, windDegrees: 250,
        windGust: 9.26, cloudCover: 100, rainLastHour: 0.42, timezoneSeconds: 7_200,
        sunrise: 1_717_818_000, sunset: 1_717_876_000, observedAt: 1_717_851_000)

    /// 5 °C, 41 °F.
    static let londonGB = WeatherFixture(
        latitude: 51.51, longitude: -0.13, echoedName: "City of Westminster", country: "GB",
        cityID: 2_634_341,
        conditions: [Condition(id: 804, main: "Clouds", description: "overcast clouds", icon: "04n")],
        kelvin: 278.15, feelsLikeKelvin: 275.4, minimumKelvin: 277.04, maximumKelvin: 279.26,
        pressure: 1020, humidity: 81, visibilityMetres: 10_000, windSpeed: 4.1, windDegrees: 270,
        windGust: nil, cloudCover: 100, rainLastHour: nil, timezoneSeconds: 3_600,
        sunrise: 1_717_818_500, sunset: 1_717_878_000, observedAt: 1_717_852_000)

    /// −5 °C, 23 °F.
    static let londonCA = WeatherFixture(
        latitude: 42.98, longitude: -81.25, echoedName: "Byron", country: "CA", cityID: 6_058_560,
        conditions: [Condition(id: 600, main: "Snow", description: "light snow", icon: "13n")],
        kelvin: 268.15, feelsLikeKelvin: 263.9, minimumKelvin: 267.0, maximumKelvin: 269.3,
        pressure: 1024, humidity: 90, visibilityMetres: 4_000, windSpeed: 2.57, windDegrees: 20,
        windGust: 4.12, cloudCover: 90, rainLastHour: nil, timezoneSeconds: -14_400,
        sunrise: 1_717_838_000, sunset: 1_717_892_000, observedAt: 1_717_870_000)

    /// Anywhere else: 25 °C, 77 °F.
    static let generic = WeatherFixture(
        latitude: 0, longitude: 0, echoedName: "Somewhere", country: "ZZ", cityID: 1,
        conditions: [Condition(id: 802, main: "Clouds", description: "scattered clouds", icon: "03d")],
        kelvin: 298.15, feelsLikeKelvin: 298.6, minimumKelvin: 297.0, maximumKelvin: 299.2,
        pressure: 1010, humidity: 70, visibilityMetres: 10_000, windSpeed: 2.0, windDegrees: 90,
        windGust: nil, cloudCover: 40, rainLastHour: nil, timezoneSeconds: 0,
        sunrise: 1_717_826_000, sunset: 1_717_870_000, observedAt: 1_717_850_000)
}
