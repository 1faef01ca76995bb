import Domain
import ProviderKit

/// The readings Open-Meteo's current weather and its forecast hours share, mapped once from the values
/// each reply gives for one moment, in the units it declares (`OpenMeteoUnits`). A value the reply leaves
/// out, or sends as null, stays nil, the temperature too (a forecast hour without one is left out).
struct OpenMeteoReadings {
    var weatherCode: Int?
    var isDay: Bool
    var temperature: Double?
    var apparentTemperature: Double?
    var minimum: Temperature?
    var maximum: Temperature?
    var pressure: Double?
    var humidity: Double?
    var dewPoint: Double?
    var windSpeed: Double?
    var windDirection: Double?
    var windGusts: Double?
    var cloudCover: Double?
    var visibility: Double?
    var rain: Precipitation?
    var snow: Precipitation?

    func readings(in units: OpenMeteoUnits) throws(WeatherError) -> Readings {
        Readings(
            conditions: WMOWeatherCode.condition(weatherCode, isDay: isDay).map { [$0] } ?? [],
            temperature: try units.temperature(temperature, of: "temperature_2m"),
            feelsLike: try units.temperature(apparentTemperature, of: "apparent_temperature"),
            minimum: minimum, maximum: maximum,
            pressure: try units.pressure(pressure, of: "pressure_msl"),
            humidity: try units.percent(humidity, of: "relative_humidity_2m").map(Humidity.init(percent:)),
            dewPoint: try units.temperature(dewPoint, of: "dew_point_2m"),
            wind: Wind(
                speed: try units.speed(windSpeed, of: "wind_speed_10m"),
                directionDegrees: try units.degrees(windDirection, of: "wind_direction_10m"),
                gust: try units.speed(windGusts, of: "wind_gusts_10m")),
            clouds: try units.percent(cloudCover, of: "cloud_cover").map(Clouds.init(coverPercent:)),
            visibility: try units.distance(visibility, of: "visibility"),
            rain: rain, snow: snow)
    }
}
