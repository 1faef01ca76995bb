import Domain
import FoundationEssentials

extension OpenMeteoCurrentDTO {
    /// Millimetres of water in one centimetre of fresh snow, as Open-Meteo's documentation reckons it.
    static let waterMillimetresPerSnowCentimetre = 10.0 / 7.0

    /// The observation in Domain terms, credited to Open-Meteo; throws when a value is impossible.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        // Open-Meteo reports 0 for no rain or snow, where OpenWeatherMap leaves the value out.
        let rain = [current.rain, current.showers].compactMap(OpenMeteoReadings.nonNegative).reduce(0, +)
        let snow =
            (OpenMeteoReadings.nonNegative(current.snowfall) ?? 0) * Self.waterMillimetresPerSnowCentimetre
        let readings = OpenMeteoReadings(
            weatherCode: current.weatherCode, isDay: current.isDay != 0, celsius: current.temperature,
            apparentCelsius: current.apparentTemperature,
            minimum: try Self.today(daily?.minimum, field: "temperature_2m_min"),
            maximum: try Self.today(daily?.maximum, field: "temperature_2m_max"),
            pressure: current.pressure, humidity: current.humidity, windSpeed: current.windSpeed,
            windDirection: current.windDirection, windGusts: current.windGusts,
            cloudCover: current.cloudCover,
            visibility: current.visibility,
            rain: rain > 0 ? Precipitation(millimetres: rain) : nil,
            snow: snow > 0 ? Precipitation(millimetres: snow) : nil)
        return CurrentWeather(
            readings: try readings.readings(),
            sunrise: daily?.sunrise?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)),
            sunset: daily?.sunset?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: current.time),
            utcOffsetSeconds: utcOffsetSeconds ?? 0,
            provider: .openMeteo)
    }

    private static func today(_ values: [Double?]?, field: String) throws(WeatherError) -> Temperature? {
        guard let celsius = values?.first.flatMap({ $0 }) else { return nil }
        return try OpenMeteoReadings.temperature(celsius, field: field)
    }
}
