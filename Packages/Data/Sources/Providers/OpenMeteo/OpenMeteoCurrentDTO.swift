import ProviderKit

/// Open-Meteo's `/v1/forecast` reply to a request for current conditions and today's extremes, with
/// `timeformat=unixtime` and `wind_speed_unit=ms`: °C, %, hPa, m/s, metres, millimetres (snowfall in cm).
struct OpenMeteoCurrentDTO: Decodable, Sendable, OpenMeteoLocated {
    struct Current: Decodable, Sendable {
        let time: Double
        let temperature: Double?
        let apparentTemperature: Double?
        let humidity: Double?
        let dewPoint: Double?
        let isDay: Int?
        let rain: Double?
        let showers: Double?
        let snowfall: Double?
        let weatherCode: Int?
        let cloudCover: Double?
        let pressure: Double?
        let windSpeed: Double?
        let windDirection: Double?
        let windGusts: Double?
        let visibility: Double?

        enum CodingKeys: String, CodingKey {
            case time, rain, showers, snowfall, visibility
            case temperature = "temperature_2m"
            case apparentTemperature = "apparent_temperature"
            case humidity = "relative_humidity_2m"
            case dewPoint = "dew_point_2m"
            case isDay = "is_day"
            case weatherCode = "weather_code"
            case cloudCover = "cloud_cover"
            case pressure = "pressure_msl"
            case windSpeed = "wind_speed_10m"
            case windDirection = "wind_direction_10m"
            case windGusts = "wind_gusts_10m"
        }
    }

    struct Daily: Decodable, Sendable {
        /// Each day's start (local midnight).
        let time: [Double?]?
        let maximum: [Double?]?
        let minimum: [Double?]?
        let sunrise: [Double?]?
        let sunset: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time, sunrise, sunset
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
        }
    }

    /// Precipitation in 15-minute steps (mm) from the current quarter hour on.
    struct Minutely15: Decodable, Sendable {
        let time: [Double?]?
        let precipitation: [Double?]?
    }

    /// The grid cell the reply answers from.
    let latitude: Double?
    let longitude: Double?
    let utcOffsetSeconds: Int?
    let current: Current
    let minutely15: Minutely15?
    let minutely15Units: [String: String]?
    let currentUnits: [String: String]?
    let daily: Daily?
    let dailyUnits: [String: String]?

    enum CodingKeys: String, CodingKey {
        case current, daily, latitude, longitude
        case minutely15 = "minutely_15"
        case minutely15Units = "minutely_15_units"
        case utcOffsetSeconds = "utc_offset_seconds"
        case currentUnits = "current_units"
        case dailyUnits = "daily_units"
    }

    /// The `current` variables asked for, in the order the request lists them.
    static let currentVariables = [
        "temperature_2m", "relative_humidity_2m", "dew_point_2m", "apparent_temperature", "is_day", "rain",
        "showers",
        "snowfall",
        "weather_code", "cloud_cover", "pressure_msl", "wind_speed_10m", "wind_direction_10m",
        "wind_gusts_10m",
        "visibility",
    ]
    static let dailyVariables = ["temperature_2m_max", "temperature_2m_min", "sunrise", "sunset"]
}
