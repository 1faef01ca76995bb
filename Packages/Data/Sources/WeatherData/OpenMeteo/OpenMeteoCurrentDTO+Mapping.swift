import Domain
import FoundationEssentials

extension OpenMeteoCurrentDTO {
    /// Millimetres of water in one centimetre of fresh snow, as Open-Meteo's documentation reckons it.
    static let waterMillimetresPerSnowCentimetre = 10.0 / 7.0

    /// The observation in Domain terms, credited to Open-Meteo; throws when a value is impossible.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        let temperature = try Self.temperature(current.temperature, field: "temperature_2m")
        guard (0...100).contains(current.humidity) else {
            throw .unreadableResponse(detail: "humidity \(current.humidity) % is outside 0–100")
        }
        guard current.pressure.isFinite, current.pressure > 0 else {
            throw .unreadableResponse(detail: "pressure \(current.pressure) hPa is not positive")
        }
        // Open-Meteo reports 0 for no rain or snow, where OpenWeatherMap leaves the value out.
        let rain = [current.rain, current.showers].compactMap(Self.nonNegative).reduce(0, +)
        let snow = (Self.nonNegative(current.snowfall) ?? 0) * Self.waterMillimetresPerSnowCentimetre
        return CurrentWeather(
            conditions: WMOWeatherCode.condition(current.weatherCode, isDay: current.isDay != 0).map { [$0] }
                ?? [],
            temperature: temperature,
            feelsLike: try current.apparentTemperature.map { c throws(WeatherError) in
                try Self.temperature(c, field: "apparent_temperature")
            } ?? temperature,
            minimum: try Self.today(daily?.minimum, field: "temperature_2m_min") ?? temperature,
            maximum: try Self.today(daily?.maximum, field: "temperature_2m_max") ?? temperature,
            pressure: Pressure(hectopascals: current.pressure),
            humidity: Humidity(percent: current.humidity),
            wind: Wind(
                speed: Speed(metresPerSecond: Self.nonNegative(current.windSpeed) ?? 0),
                directionDegrees: current.windDirection.flatMap { $0.isFinite ? $0 : nil },
                gust: Self.nonNegative(current.windGusts).map(Speed.init(metresPerSecond:))),
            clouds: Self.nonNegative(current.cloudCover).map(Clouds.init(coverPercent:)),
            visibility: Self.nonNegative(current.visibility).map(Distance.init(metres:)),
            rainLastHour: rain > 0 ? Precipitation(millimetres: rain) : nil,
            snowLastHour: snow > 0 ? Precipitation(millimetres: snow) : nil,
            sunrise: daily?.sunrise?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)),
            sunset: daily?.sunset?.first.flatMap { $0 }.map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: current.time),
            utcOffsetSeconds: utcOffsetSeconds ?? 0,
            provider: .openMeteo)
    }

    private static func today(_ values: [Double?]?, field: String) throws(WeatherError) -> Temperature? {
        guard let celsius = values?.first.flatMap({ $0 }) else { return nil }
        return try temperature(celsius, field: field)
    }

    static func temperature(_ celsius: Double, field: String) throws(WeatherError) -> Temperature {
        guard celsius.isFinite, celsius > -100, celsius < 100 else {
            throw .unreadableResponse(detail: "\(field) \(celsius) °C is not a plausible temperature")
        }
        return Temperature(celsius: celsius)
    }

    static func nonNegative(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
