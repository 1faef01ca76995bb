extension WeatherFixture {
    /// This fixture with its temperature and condition derived from `serial`, so that a saved observation
    /// tells which reply it came from: 250 K + serial / 10, "stamp <serial>" as the condition's group and
    /// description (wxapp keeps the group as sent, and shows its own phrase for the description).
    func stamped(_ serial: Int) -> WeatherFixture {
        WeatherFixture(
            latitude: latitude, longitude: longitude, echoedName: echoedName, country: country,
            cityID: cityID,
            conditions: [
                Condition(id: 800, main: "stamp \(serial)", description: "stamp \(serial)", icon: "01d")
            ],
            kelvin: 250 + Double(serial) / 10, feelsLikeKelvin: feelsLikeKelvin, minimumKelvin: minimumKelvin,
            maximumKelvin: maximumKelvin, pressure: pressure, humidity: humidity,
            visibilityMetres: visibilityMetres, windSpeed: windSpeed, windDegrees: windDegrees,
            windGust: windGust,
            cloudCover: cloudCover, rainLastHour: rainLastHour, timezoneSeconds: timezoneSeconds,
            sunrise: sunrise,
            sunset: sunset, observedAt: observedAt)
    }
}
