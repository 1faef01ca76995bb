import Domain

/// The readings OpenWeatherMap's current weather and its forecast steps share, mapped once: the same `main`,
/// `weather`, `wind` and `clouds` blocks, with rain and snow over each one's own period.
enum OpenWeatherMapReadings {
    /// Throws when a value is physically impossible; `context` starts the detail ("forecast " or "").
    static func readings(
        main: CurrentWeatherDTO.Main, conditions: [CurrentWeatherDTO.Condition]?,
        wind: CurrentWeatherDTO.Wind?,
        clouds: CurrentWeatherDTO.Clouds?, visibility: Double?, rain: Double?, snow: Double?, context: String
    ) throws(WeatherError) -> Readings {
        func temperature(_ kelvin: Double, field: String) throws(WeatherError) -> Temperature {
            guard kelvin.isFinite, kelvin > 0, kelvin < 400 else {
                throw .unreadableResponse(
                    detail: "\(context)\(field) \(kelvin) K is not a plausible temperature")
            }
            return Temperature(kelvin: kelvin)
        }
        func optionalTemperature(_ kelvin: Double?, field: String) throws(WeatherError) -> Temperature? {
            guard let kelvin else { return nil }
            return try temperature(kelvin, field: field)
        }
        let current = try temperature(main.temp, field: "main.temp")
        guard (0...100).contains(main.humidity) else {
            throw .unreadableResponse(detail: "humidity \(main.humidity) % is outside 0–100")
        }
        guard main.pressure.isFinite, main.pressure > 0 else {
            throw .unreadableResponse(detail: "pressure \(main.pressure) hPa is not positive")
        }
        return Readings(
            conditions: (conditions ?? []).map(\.toDomain),
            temperature: current,
            feelsLike: try optionalTemperature(main.feelsLike, field: "feels_like") ?? current,
            minimum: try optionalTemperature(main.tempMin, field: "temp_min") ?? current,
            maximum: try optionalTemperature(main.tempMax, field: "temp_max") ?? current,
            pressure: Pressure(hectopascals: main.pressure),
            humidity: Humidity(percent: main.humidity),
            wind: Domain.Wind(
                speed: Speed(metresPerSecond: nonNegative(wind?.speed) ?? 0),
                directionDegrees: wind?.deg.flatMap { $0.isFinite ? $0 : nil },
                gust: nonNegative(wind?.gust).map(Speed.init(metresPerSecond:))),
            clouds: nonNegative(clouds?.all).map(Domain.Clouds.init(coverPercent:)),
            visibility: nonNegative(visibility).map(Distance.init(metres:)),
            rain: nonNegative(rain).map(Precipitation.init(millimetres:)),
            snow: nonNegative(snow).map(Precipitation.init(millimetres:)))
    }

    /// The value when it is a finite number of zero or more; nil otherwise.
    static func nonNegative(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
