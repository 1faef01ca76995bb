import Domain

/// The readings Open-Meteo's current weather and its forecast hours share, mapped once from the values
/// each reply gives for one moment (°C, hPa, %, m/s, metres).
struct OpenMeteoReadings {
    var weatherCode: Int?
    var isDay: Bool
    var celsius: Double
    var apparentCelsius: Double?
    var minimum: Temperature?
    var maximum: Temperature?
    var pressure: Double
    var humidity: Double
    var windSpeed: Double?
    var windDirection: Double?
    var windGusts: Double?
    var cloudCover: Double?
    var visibility: Double?
    var rain: Precipitation?
    var snow: Precipitation?

    /// Throws when a value is physically impossible.
    func readings() throws(WeatherError) -> Readings {
        guard (0...100).contains(humidity) else {
            throw .unreadableResponse(detail: "humidity \(humidity) % is outside 0–100")
        }
        guard pressure.isFinite, pressure > 0 else {
            throw .unreadableResponse(detail: "pressure \(pressure) hPa is not positive")
        }
        let temperature = try Self.temperature(celsius, field: "temperature_2m")
        return Readings(
            conditions: WMOWeatherCode.condition(weatherCode, isDay: isDay).map { [$0] } ?? [],
            temperature: temperature,
            feelsLike: try apparentCelsius.map { c throws(WeatherError) in
                try Self.temperature(c, field: "apparent_temperature")
            } ?? temperature,
            minimum: minimum ?? temperature,
            maximum: maximum ?? temperature,
            pressure: Pressure(hectopascals: pressure),
            humidity: Humidity(percent: humidity),
            wind: Wind(
                speed: Speed(metresPerSecond: Self.nonNegative(windSpeed) ?? 0),
                directionDegrees: windDirection.flatMap { $0.isFinite ? $0 : nil },
                gust: Self.nonNegative(windGusts).map(Speed.init(metresPerSecond:))),
            clouds: Self.nonNegative(cloudCover).map(Clouds.init(coverPercent:)),
            visibility: Self.nonNegative(visibility).map(Distance.init(metres:)),
            rain: rain, snow: snow)
    }

    static func temperature(_ celsius: Double, field: String) throws(WeatherError) -> Temperature {
        guard celsius.isFinite, celsius > -100, celsius < 100 else {
            throw .unreadableResponse(detail: "\(field) \(celsius) °C is not a plausible temperature")
        }
        return Temperature(celsius: celsius)
    }

    /// The value when it is a finite number of zero or more; nil otherwise.
    static func nonNegative(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
