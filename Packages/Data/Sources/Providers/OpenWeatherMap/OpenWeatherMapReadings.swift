import Domain
import ProviderKit

/// The readings OpenWeatherMap's current weather and its forecast steps share, mapped once: the same `main`,
/// `weather`, `wind` and `clouds` blocks, with rain and snow over each one's own period. Every request
/// asks for `units=standard`, so values are kelvin, m/s, hPa, %, metres and mm; a value the reply leaves
/// out stays nil. Whether the values are plausible is checked once the reading is complete
/// (`PhysicalBounds`).
enum OpenWeatherMapReadings {
    /// The `units` every request states, which this mapping assumes.
    static let requestedUnits = "standard"

    static func readings(
        main: CurrentWeatherDTO.Main, conditions: [CurrentWeatherDTO.Condition]?,
        wind: CurrentWeatherDTO.Wind?,
        clouds: CurrentWeatherDTO.Clouds?, visibility: Double?, rain: Double?, snow: Double?
    ) -> Readings {
        Readings(
            conditions: (conditions ?? []).map(\.toDomain),
            temperature: Temperature(kelvin: main.temp),
            feelsLike: main.feelsLike.map(Temperature.init(kelvin:)),
            minimum: main.tempMin.map(Temperature.init(kelvin:)),
            maximum: main.tempMax.map(Temperature.init(kelvin:)),
            pressure: main.pressure.map(Pressure.init(hectopascals:)),
            humidity: main.humidity.map(Humidity.init(percent:)),
            // The 2.5 API's current weather and forecast give no dew point.
            dewPoint: nil,
            wind: Domain.Wind(
                speed: wind?.speed.map(Speed.init(metresPerSecond:)),
                directionDegrees: wind?.deg.flatMap { $0.isFinite ? $0 : nil },
                gust: wind?.gust.map(Speed.init(metresPerSecond:))),
            clouds: clouds?.all.map(Domain.Clouds.init(coverPercent:)),
            visibility: visibility.map(Distance.init(metres:)),
            rain: rain.map(Precipitation.init(millimetres:)),
            snow: snow.map(Precipitation.init(millimetres:)))
    }
}
