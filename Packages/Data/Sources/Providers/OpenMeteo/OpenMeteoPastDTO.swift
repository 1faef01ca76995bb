import ProviderKit

/// Open-Meteo's reply to a request for the hours and days of past dates, the same from `/v1/archive` and
/// `/v1/forecast` (with `start_date` and `end_date`): with `timeformat=unixtime` and `wind_speed_unit=ms`,
/// °C, mm (snowfall in cm), m/s, degrees, seconds of sunshine and WMO weather codes. Every array of a block
/// has one value (or null) per time.
struct OpenMeteoPastDTO: Decodable, Sendable, OpenMeteoLocated {
    struct Hourly: Decodable, Sendable {
        let time: [OpenMeteoTime]
        let temperature: [Double?]?
        let precipitation: [Double?]?
        let rain: [Double?]?
        let showers: [Double?]?
        let snowfall: [Double?]?
        let weatherCode: [Int?]?
        let windSpeed: [Double?]?
        let windDirection: [Double?]?
        let sunshine: [Double?]?
        let isDay: [Int?]?

        enum CodingKeys: String, CodingKey {
            case time, precipitation, rain, showers, snowfall
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
            case windSpeed = "wind_speed_10m"
            case windDirection = "wind_direction_10m"
            case sunshine = "sunshine_duration"
            case isDay = "is_day"
        }
    }

    struct Daily: Decodable, Sendable {
        let time: [OpenMeteoTime]
        let maximum: [Double?]?
        let minimum: [Double?]?
        let precipitation: [Double?]?
        let rain: [Double?]?
        let showers: [Double?]?
        let snowfall: [Double?]?
        let sunshine: [Double?]?
        let windMaximum: [Double?]?
        let windDirection: [Double?]?
        let weatherCode: [Int?]?

        enum CodingKeys: String, CodingKey {
            case time
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
            case precipitation = "precipitation_sum"
            case rain = "rain_sum"
            case showers = "showers_sum"
            case snowfall = "snowfall_sum"
            case sunshine = "sunshine_duration"
            case windMaximum = "wind_speed_10m_max"
            case windDirection = "wind_direction_10m_dominant"
            case weatherCode = "weather_code"
        }
    }

    /// The grid cell the reply answers from.
    let latitude: Double?
    let longitude: Double?
    let utcOffsetSeconds: Int?
    let timezone: String?
    let hourly: Hourly?
    let hourlyUnits: [String: String]?
    let daily: Daily?
    let dailyUnits: [String: String]?

    enum CodingKeys: String, CodingKey {
        case latitude, longitude, timezone, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
    }

    /// The hourly variables asked of both endpoints, in the order of the request.
    static let hourlyVariables = [
        "temperature_2m", "precipitation", "rain", "snowfall", "weather_code", "wind_speed_10m",
        "wind_direction_10m", "sunshine_duration", "is_day",
    ]
    /// The daily variables asked of both endpoints, in the order of the request.
    static let dailyVariables = [
        "temperature_2m_max", "temperature_2m_min", "precipitation_sum", "rain_sum", "snowfall_sum",
        "sunshine_duration", "wind_speed_10m_max", "wind_direction_10m_dominant", "weather_code",
    ]
}

/// A time of an Open-Meteo reply: seconds since 1970 (`timeformat=unixtime`), or ISO 8601 local time at the
/// reply's offset ("2024-07-14T13:00", or "2024-07-14" for a day), as a reply asked otherwise gives it.
enum OpenMeteoTime: Decodable, Sendable {
    case seconds(Double)
    case local(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .seconds(seconds)
        } else {
            self = .local(try container.decode(String.self))
        }
    }
}
