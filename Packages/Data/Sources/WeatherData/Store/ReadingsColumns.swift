import Domain
import Infrastructure

/// The columns of `Readings` that the observation and forecast_entry tables share, bound and read by this
/// one piece of code; only the rain and snow columns are named for each table's period.
struct ReadingsColumns {
    let rain: String
    let snow: String

    static let observation = ReadingsColumns(rain: "rain_1h_mm", snow: "snow_1h_mm")
    static let forecast = ReadingsColumns(rain: "rain_3h_mm", snow: "snow_3h_mm")

    /// The columns in the order of `bindings(_:)`.
    var names: [String] {
        [
            "temperature_k", "feels_like_k", "minimum_k", "maximum_k", "pressure_hpa", "humidity_percent",
            "dew_point_k", "wind_speed_mps", "wind_direction_deg", "wind_gust_mps", "clouds_percent",
            "visibility_m", rain, snow,
        ]
    }

    func bindings(_ r: Readings) -> [SQLiteValue] {
        [
            Self.optional(r.temperature?.kelvin), Self.optional(r.feelsLike?.kelvin),
            Self.optional(r.minimum?.kelvin),
            Self.optional(r.maximum?.kelvin), Self.optional(r.pressure?.hectopascals),
            Self.optional(r.humidity?.percent), Self.optional(r.dewPoint?.kelvin),
            Self.optional(r.wind.speed?.metresPerSecond),
            Self.optional(r.wind.directionDegrees),
            Self.optional(r.wind.gust?.metresPerSecond), Self.optional(r.clouds?.coverPercent),
            Self.optional(r.visibility?.metres), Self.optional(r.rain?.millimetres),
            Self.optional(r.snow?.millimetres),
        ]
    }

    /// The readings of a row with these columns (NULL where a reading is missing).
    func readings(from row: SQLiteRow, conditions: [WeatherCondition]) -> Readings {
        Readings(
            conditions: conditions,
            temperature: row.temperature("temperature_k"),
            feelsLike: row.temperature("feels_like_k"),
            minimum: row.temperature("minimum_k"),
            maximum: row.temperature("maximum_k"),
            pressure: row.double("pressure_hpa").map(Pressure.init(hectopascals:)),
            humidity: row.double("humidity_percent").map(Humidity.init(percent:)),
            dewPoint: row.temperature("dew_point_k"),
            wind: row.wind,
            clouds: row.double("clouds_percent").map(Clouds.init(coverPercent:)),
            visibility: row.double("visibility_m").map(Distance.init(metres:)),
            rain: row.precipitation(rain),
            snow: row.precipitation(snow))
    }

    /// "?, ?, ?" for `count` values.
    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    static func optional(_ value: Double?) -> SQLiteValue {
        value.map(SQLiteValue.real) ?? .null
    }
}
