import Domain
import Foundation

enum Fixtures {
    static let tokyo = Place(
        name: "Tokyo", countryCode: "JP", coordinates: Coordinates(latitude: 35.6895, longitude: 139.69171)!)
    static let madrid = Place(
        name: "Madrid", countryCode: "ES", coordinates: Coordinates(latitude: 40.4165, longitude: -3.70256)!)
    static let paris = Place(
        name: "Paris", countryCode: "FR", region: "Ile-de-France",
        coordinates: Coordinates(latitude: 48.85341, longitude: 2.3488)!)

    static let epoch = Date(timeIntervalSince1970: 1_700_000_000)

    static func weather(
        kelvin: Double = 291.15, conditions: [WeatherCondition] = [cloudy], observedAt: Date = epoch
    ) -> CurrentWeather {
        CurrentWeather(
            readings: Readings(
                conditions: conditions,
                temperature: Temperature(kelvin: kelvin), feelsLike: Temperature(kelvin: kelvin - 1),
                minimum: Temperature(kelvin: kelvin - 2), maximum: Temperature(kelvin: kelvin + 1),
                pressure: Pressure(hectopascals: 1_012), humidity: Humidity(percent: 62), dewPoint: nil,
                wind: Wind(
                    speed: Speed(metresPerSecond: 4.1), directionDegrees: 20,
                    gust: Speed(metresPerSecond: 7.2)),
                clouds: Clouds(coverPercent: 75), visibility: Distance(metres: 10_000),
                rain: Precipitation(millimetres: 0.3), snow: nil),
            sunrise: epoch.addingTimeInterval(-20_000), sunset: epoch.addingTimeInterval(20_000),
            observedAt: observedAt, utcOffsetSeconds: 32_400)
    }

    static let cloudy = WeatherCondition(
        code: 803, summary: "Clouds", description: "broken clouds", icon: "04d")
    static let drizzle = WeatherCondition(
        code: 300, summary: "Drizzle", description: "light drizzle", icon: "09n")
}
