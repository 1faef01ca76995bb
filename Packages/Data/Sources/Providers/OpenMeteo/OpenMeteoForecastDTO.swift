import ProviderKit

/// Open-Meteo's `/v1/forecast` reply to a request for hourly values over five days, in the same units as
/// `OpenMeteoCurrentDTO`; every hourly array has one value (or null) per time.
struct OpenMeteoForecastDTO: Decodable, Sendable, OpenMeteoLocated {
    struct Hourly: Decodable, Sendable {
        let time: [Double]
        let temperature: [Double?]
        let apparentTemperature: [Double?]?
        let humidity: [Double?]?
        let dewPoint: [Double?]?
        let pressure: [Double?]?
        let windSpeed: [Double?]?
        let windDirection: [Double?]?
        let windGusts: [Double?]?
        let cloudCover: [Double?]?
        let visibility: [Double?]?
        let precipitationProbability: [Double?]?
        let rain: [Double?]?
        let showers: [Double?]?
        let snowfall: [Double?]?
        let weatherCode: [Int?]?
        let isDay: [Int?]?

        enum CodingKeys: String, CodingKey {
            case time, visibility, rain, showers, snowfall
            case temperature = "temperature_2m"
            case apparentTemperature = "apparent_temperature"
            case humidity = "relative_humidity_2m"
            case dewPoint = "dew_point_2m"
            case pressure = "pressure_msl"
            case windSpeed = "wind_speed_10m"
            case windDirection = "wind_direction_10m"
            case windGusts = "wind_gusts_10m"
            case cloudCover = "cloud_cover"
            case precipitationProbability = "precipitation_probability"
            case weatherCode = "weather_code"
            case isDay = "is_day"
        }
    }

    struct Daily: Decodable, Sendable {
        /// Each day's start (local midnight).
        let time: [Double?]?
        let sunrise: [Double?]?
        let sunset: [Double?]?
    }

    /// The grid cell the reply answers from.
    let latitude: Double?
    let longitude: Double?
    let utcOffsetSeconds: Int?
    let hourly: Hourly
    let hourlyUnits: [String: String]?
    let daily: Daily?

    enum CodingKeys: String, CodingKey {
        case hourly, daily, latitude, longitude
        case utcOffsetSeconds = "utc_offset_seconds"
        case hourlyUnits = "hourly_units"
    }

    static let hourlyVariables = [
        "temperature_2m", "apparent_temperature", "relative_humidity_2m", "dew_point_2m", "pressure_msl",
        "wind_speed_10m",
        "wind_direction_10m", "wind_gusts_10m", "cloud_cover", "visibility", "precipitation_probability",
        "rain",
        "showers", "snowfall", "weather_code", "is_day",
    ]
}
