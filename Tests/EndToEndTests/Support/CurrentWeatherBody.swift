import Foundation

/// The JSON body of OpenWeatherMap's `GET /data/2.5/weather`, built from a fixture.
struct CurrentWeatherBody: Encodable {
    struct Coord: Encodable {
        let lon: Double
        let lat: Double
    }

    struct Condition: Encodable {
        let id: Int
        let main: String
        let description: String
        let icon: String
    }

    struct Main: Encodable {
        let temp: Double
        let feelsLike: Double
        let tempMin: Double
        let tempMax: Double
        let pressure: Double
        let humidity: Double
        let seaLevel: Double?
        let grndLevel: Double?

        enum CodingKeys: String, CodingKey {
            case temp, pressure, humidity
            case feelsLike = "feels_like"
            case tempMin = "temp_min"
            case tempMax = "temp_max"
            case seaLevel = "sea_level"
            case grndLevel = "grnd_level"
        }
    }

    struct Wind: Encodable {
        let speed: Double
        let deg: Double
        let gust: Double?
    }

    struct Clouds: Encodable {
        let all: Double
    }

    struct Rain: Encodable {
        let oneHour: Double

        enum CodingKeys: String, CodingKey {
            case oneHour = "1h"
        }
    }

    struct Sys: Encodable {
        let type: Int?
        let id: Int?
        let country: String
        let sunrise: Int
        let sunset: Int
    }

    let coord: Coord
    let weather: [Condition]
    let base: String
    let main: Main
    let visibility: Double?
    let wind: Wind
    let clouds: Clouds
    let rain: Rain?
    let dt: Int
    let sys: Sys
    let timezone: Int
    let id: Int
    let name: String
    let cod: Int

    /// The body for a request at `latitude`, `longitude`, echoing the coordinates rounded as the API does.
    init(_ fixture: WeatherFixture, latitude: Double, longitude: Double, emptyWeather: Bool = false) {
        coord = Coord(lon: Self.rounded(longitude), lat: Self.rounded(latitude))
        weather =
            emptyWeather
            ? []
            : fixture.conditions.map {
                Condition(id: $0.id, main: $0.main, description: $0.description, icon: $0.icon)
            }
        base = "stations"
        main = Main(
            temp: fixture.kelvin, feelsLike: fixture.feelsLikeKelvin, tempMin: fixture.minimumKelvin,
            tempMax: fixture.maximumKelvin, pressure: fixture.pressure, humidity: fixture.humidity,
            seaLevel: fixture.pressure, grndLevel: fixture.pressure - 3)
        visibility = fixture.visibilityMetres
        wind = Wind(speed: fixture.windSpeed, deg: fixture.windDegrees, gust: fixture.windGust)
        clouds = Clouds(all: fixture.cloudCover)
        rain = fixture.rainLastHour.map(Rain.init(oneHour:))
        // Measured as it is served, as a working station's reading is: its age is the fetch's.
        dt = Int(Date().timeIntervalSince1970)
        let hasStation = fixture.visibilityMetres != nil
        sys = Sys(
            type: hasStation ? 2 : nil, id: hasStation ? 2_000_000 + fixture.cityID % 1_000 : nil,
            country: fixture.country, sunrise: fixture.sunrise, sunset: fixture.sunset)
        timezone = fixture.timezoneSeconds
        id = fixture.cityID
        name = fixture.echoedName
        cod = 200
    }

    private static func rounded(_ degrees: Double) -> Double {
        (degrees * 10_000).rounded() / 10_000
    }
}
