import Domain
import FoundationEssentials

extension ForecastDTO {
    /// The forecast in Domain terms; throws when it has no steps or a value is physically impossible.
    func toDomain() throws(WeatherError) -> Forecast {
        guard !list.isEmpty else {
            throw .unreadableResponse(detail: "the forecast reply has no steps")
        }
        var entries: [ForecastEntry] = []
        entries.reserveCapacity(list.count)
        for entry in list {
            entries.append(try entry.toDomain())
        }
        return Forecast(
            entries: entries, utcOffsetSeconds: city?.timezone ?? 0,
            sunrise: city?.sunrise.map(Date.init(timeIntervalSince1970:)),
            sunset: city?.sunset.map(Date.init(timeIntervalSince1970:)))
    }
}

extension ForecastDTO.Entry {
    func toDomain() throws(WeatherError) -> ForecastEntry {
        let temperature = try Self.temperature(main.temp, field: "main.temp")
        guard (0...100).contains(main.humidity) else {
            throw .unreadableResponse(detail: "humidity \(main.humidity) % is outside 0–100")
        }
        guard main.pressure.isFinite, main.pressure > 0 else {
            throw .unreadableResponse(detail: "pressure \(main.pressure) hPa is not positive")
        }
        return ForecastEntry(
            time: Date(timeIntervalSince1970: dt),
            conditions: (weather ?? []).map(\.toDomain),
            temperature: temperature,
            feelsLike: try optionalTemperature(main.feelsLike, field: "feels_like") ?? temperature,
            minimum: try optionalTemperature(main.tempMin, field: "temp_min") ?? temperature,
            maximum: try optionalTemperature(main.tempMax, field: "temp_max") ?? temperature,
            pressure: Pressure(hectopascals: main.pressure),
            humidity: Humidity(percent: main.humidity),
            wind: Domain.Wind(
                speed: Speed(metresPerSecond: Self.nonNegative(wind?.speed) ?? 0),
                directionDegrees: wind?.deg.flatMap { $0.isFinite ? $0 : nil },
                gust: Self.nonNegative(wind?.gust).map(Speed.init(metresPerSecond:))),
            clouds: Self.nonNegative(clouds?.all).map(Domain.Clouds.init(coverPercent:)),
            visibility: Self.nonNegative(visibility).map(Distance.init(metres:)),
            precipitationProbability: Self.nonNegative(pop).map { min($0, 1) },
            rain: Self.nonNegative(rain?.threeHours).map(Precipitation.init(millimetres:)),
            snow: Self.nonNegative(snow?.threeHours).map(Precipitation.init(millimetres:)))
    }

    private func optionalTemperature(_ kelvin: Double?, field: String) throws(WeatherError) -> Temperature? {
        guard let kelvin else { return nil }
        return try Self.temperature(kelvin, field: field)
    }

    private static func temperature(_ kelvin: Double, field: String) throws(WeatherError) -> Temperature {
        guard kelvin.isFinite, kelvin > 0, kelvin < 400 else {
            throw .unreadableResponse(detail: "forecast \(field) \(kelvin) K is not a plausible temperature")
        }
        return Temperature(kelvin: kelvin)
    }

    private static func nonNegative(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }
}
