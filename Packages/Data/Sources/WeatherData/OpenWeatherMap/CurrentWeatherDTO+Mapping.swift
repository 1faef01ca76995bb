import Domain
import FoundationEssentials

extension CurrentWeatherDTO {
    /// The observation in Domain terms; throws when a value is physically impossible.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        let temperature = try Self.temperature(main.temp, field: "main.temp")
        let humidity = main.humidity
        guard (0...100).contains(humidity) else {
            throw .unreadableResponse(detail: "humidity \(humidity) % is outside 0–100")
        }
        guard main.pressure.isFinite, main.pressure > 0 else {
            throw .unreadableResponse(detail: "pressure \(main.pressure) hPa is not positive")
        }
        return CurrentWeather(
            conditions: (weather ?? []).map(\.toDomain),
            temperature: temperature,
            feelsLike: try main.feelsLike.map { v throws(WeatherError) in
                try Self.temperature(v, field: "feels_like")
            }
                ?? temperature,
            minimum: try main.tempMin.map { v throws(WeatherError) in
                try Self.temperature(v, field: "temp_min")
            }
                ?? temperature,
            maximum: try main.tempMax.map { v throws(WeatherError) in
                try Self.temperature(v, field: "temp_max")
            }
                ?? temperature,
            pressure: Pressure(hectopascals: main.pressure),
            humidity: Humidity(percent: humidity),
            wind: Domain.Wind(
                speed: Speed(metresPerSecond: Self.nonNegative(wind?.speed) ?? 0),
                directionDegrees: wind?.deg.flatMap { $0.isFinite ? $0 : nil },
                gust: Self.nonNegative(wind?.gust).map(Speed.init(metresPerSecond:))),
            clouds: Self.nonNegative(clouds?.all).map(Domain.Clouds.init(coverPercent:)),
            visibility: Self.nonNegative(visibility).map(Distance.init(metres:)),
            rainLastHour: Self.nonNegative(rain?.oneHour).map(Precipitation.init(millimetres:)),
            snowLastHour: Self.nonNegative(snow?.oneHour).map(Precipitation.init(millimetres:)),
            sunrise: sys?.sunrise.map(Date.init(timeIntervalSince1970:)),
            sunset: sys?.sunset.map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: dt),
            utcOffsetSeconds: timezone ?? 0, provider: .openWeatherMap)
    }

    private static func temperature(_ kelvin: Double, field: String) throws(WeatherError) -> Temperature {
        guard kelvin.isFinite, kelvin > 0, kelvin < 400 else {
            throw .unreadableResponse(detail: "\(field) \(kelvin) K is not a plausible temperature")
        }
        return Temperature(kelvin: kelvin)
    }

    private static func nonNegative(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}

extension CurrentWeatherDTO.Condition {
    var toDomain: WeatherCondition {
        WeatherCondition(code: id, summary: main, description: description, icon: icon)
    }
}
