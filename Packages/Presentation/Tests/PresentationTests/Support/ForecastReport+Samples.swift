import Domain
import Foundation

extension ForecastEntry {
    /// One step of the Tokyo sample, `step` 3-hour steps after 2024-05-01T12:00Z (21:00 in Tokyo).
    static func tokyoStep(_ step: Int) -> ForecastEntry {
        let time = FixedClock.testNow.addingTimeInterval(Double(step) * 10_800)
        let localHour = (21 + step * 3) % 24
        let day = (21 + step * 3) / 24
        // Warmest at 15:00, coolest at 03:00; a degree warmer each day; the fourth day is cold.
        let swing: [Int: Double] = [0: -4, 3: -5, 6: -2, 9: 2, 12: 4, 15: 5, 18: 3, 21: -1]
        let daily = swing[localHour] ?? 0
        let celsius = 16 + Double(day) + daily - (day == 3 ? 14 : 0)
        let night = localHour < 6 || localHour >= 18
        let (code, summary, description, iconCode): (Int, String, String, String) =
            switch day {
            case 1: (500, "Rain", "light rain", "10")
            case 3: (600, "Snow", "light snow", "13")
            case 4 where localHour >= 12: (211, "Thunderstorm", "thunderstorm", "11")
            default: (803, "Clouds", "broken clouds", "04")
            }
        let temperature = Temperature(celsius: celsius)
        return ForecastEntry(
            time: time,
            readings: Readings(
                conditions: [
                    WeatherCondition(
                        code: code, summary: summary, description: description,
                        icon: iconCode + (night ? "n" : "d"))
                ],
                temperature: temperature, feelsLike: Temperature(celsius: celsius - 1), minimum: temperature,
                maximum: temperature, pressure: Pressure(hectopascals: 1_012),
                humidity: Humidity(percent: 70), dewPoint: nil,
                wind: Wind(speed: Speed(metresPerSecond: 4.12), directionDegrees: 30, gust: nil),
                clouds: Clouds(coverPercent: 75), visibility: Distance(metres: 10_000),
                rain: day == 1 && localHour >= 6 ? Precipitation(millimetres: 0.6) : nil,
                snow: day == 3 && localHour < 12 ? Precipitation(millimetres: 1.2) : nil),
            precipitationProbability: step % 3 == 0 ? nil : Double(step % 5) / 5)!
    }
}

extension ForecastReport {
    /// Tokyo's 40 steps from 2024-05-01T12:00Z (21:00 local), fetched 3 minutes before "now".
    static func stub(
        place: Place = .tokyo, steps: Int = 40, utcOffsetSeconds: Int = 32_400,
        ageSeconds: TimeInterval = 180,
        origin: WeatherReport.Origin = .network
    ) -> ForecastReport {
        ForecastReport(
            place: place,
            forecast: Forecast(
                entries: (0..<steps).map(ForecastEntry.tokyoStep), utcOffsetSeconds: utcOffsetSeconds,
                sunrise: Date(timeIntervalSince1970: 1_714_506_480),
                sunset: Date(timeIntervalSince1970: 1_714_555_860)),
            fetchedAt: FixedClock.testNow.addingTimeInterval(-ageSeconds), origin: origin)
    }
}
