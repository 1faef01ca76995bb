import ProviderKit

/// OpenWeatherMap's 5 day / 3 hour forecast reply (`/data/2.5/forecast`), in its default SI units.
struct ForecastDTO: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        let dt: Double
        let main: CurrentWeatherDTO.Main
        let weather: [CurrentWeatherDTO.Condition]?
        let clouds: CurrentWeatherDTO.Clouds?
        let wind: CurrentWeatherDTO.Wind?
        let visibility: Double?
        /// Chance of precipitation, 0 through 1.
        let pop: Double?
        let rain: CurrentWeatherDTO.Volume?
        let snow: CurrentWeatherDTO.Volume?
    }

    struct City: Decodable, Sendable {
        /// Seconds east of UTC.
        let timezone: Int?
        let sunrise: Double?
        let sunset: Double?
    }

    let list: [Entry]
    let city: City?
}
