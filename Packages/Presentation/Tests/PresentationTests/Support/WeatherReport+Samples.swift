import Domain

extension WeatherReport {
    /// Tokyo written in kanji, fetched 30 s ago: wide characters in the place column.
    static let tokyoKanji = WeatherReport.stub(place: .stub(name: "東京", countryCode: "JP"), ageSeconds: 30)

    /// Zürich with a region, hot, with rain and snow, four days old because the network was down.
    static let zurich = WeatherReport.stub(
        place: .stub(name: "Zürich", countryCode: "CH", region: "Zurich", latitude: 47.3667, longitude: 8.55),
        weather: .stub(
            celsius: 31, dewPoint: 12.85, rainLastHour: Precipitation(millimetres: 0.25),
            snowLastHour: Precipitation(millimetres: 1.5),
            observedAt: FixedClock.testNow.addingTimeInterval(-4 * 86_400)),
        ageSeconds: 4 * 86_400, origin: .fallback(.networkUnavailable(detail: "no route to host")))
}
