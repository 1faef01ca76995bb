import ProviderKit

/// OpenWeatherMap's current-weather reply (`/data/2.5/weather`), in its default SI ("standard") units.
struct CurrentWeatherDTO: Decodable, Sendable {
    struct Condition: Decodable, Sendable {
        let id: Int
        let main: String
        let description: String
        let icon: String
    }

    struct Main: Decodable, Sendable {
        let temp: Double
        let feelsLike: Double?
        let tempMin: Double?
        let tempMax: Double?
        let pressure: Double?
        let humidity: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
        }
    }

    struct Wind: Decodable, Sendable {
        let speed: Double?
        let deg: Double?
        let gust: Double?
    }

    struct Clouds: Decodable, Sendable {
        let all: Double?
    }

    /// A precipitation amount: over the last hour in a current reply, over the step's three hours in a forecast.
    struct Volume: Decodable, Sendable {
        let oneHour: Double?
        let threeHours: Double?

        enum CodingKeys: String, CodingKey {
            case oneHour = "1h"
            case threeHours = "3h"
        }
    }

    struct Sys: Decodable, Sendable {
        let sunrise: Double?
        let sunset: Double?
    }

    let weather: [Condition]?
    let main: Main
    let visibility: Double?
    let wind: Wind?
    let clouds: Clouds?
    let rain: Volume?
    let snow: Volume?
    let dt: Double
    let sys: Sys?
    let timezone: Int?
}
