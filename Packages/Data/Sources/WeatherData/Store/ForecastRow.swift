import Domain
import FoundationEssentials
import Infrastructure

/// The SQL that reads and writes forecasts, and the mapping between rows and Domain values.
enum ForecastRow {
    static let selectPlace = """
        SELECT \(PlaceRow.columns) FROM place p WHERE p.name = ? AND p.country_code = ?
        """
    static let selectForecast = "SELECT * FROM forecast WHERE place_id = ?"
    static let selectEntries = "SELECT * FROM forecast_entry WHERE place_id = ? ORDER BY time"
    static let selectConditions =
        "SELECT * FROM forecast_condition WHERE place_id = ? ORDER BY time, position"
    static let deleteForecast = "DELETE FROM forecast WHERE place_id = ?"
    static let insertForecast = """
        INSERT INTO forecast (place_id, fetched_at, utc_offset_seconds, sunrise, sunset) VALUES (?, ?, ?, ?, ?)
        """
    static let insertEntry = """
        INSERT INTO forecast_entry (
            place_id, time, temperature_k, feels_like_k, minimum_k, maximum_k, pressure_hpa, humidity_percent,
            wind_speed_mps, wind_direction_deg, wind_gust_mps, clouds_percent, visibility_m,
            precipitation_probability, rain_3h_mm, snow_3h_mm)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
    static let insertCondition = """
        INSERT INTO forecast_condition (place_id, time, position, code, summary, description, icon)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """

    static func forecastBindings(placeID: Int64, forecast: Forecast, fetchedAt: Date) -> [SQLiteValue] {
        [
            .integer(placeID), .real(fetchedAt.timeIntervalSince1970),
            .integer(Int64(forecast.utcOffsetSeconds)),
            optional(forecast.sunrise?.timeIntervalSince1970),
            optional(forecast.sunset?.timeIntervalSince1970),
        ]
    }

    static func entryBindings(placeID: Int64, entry e: ForecastEntry) -> [SQLiteValue] {
        [
            .integer(placeID), .real(e.time.timeIntervalSince1970), .real(e.temperature.kelvin),
            .real(e.feelsLike.kelvin), .real(e.minimum.kelvin), .real(e.maximum.kelvin),
            .real(e.pressure.hectopascals), .real(e.humidity.percent), .real(e.wind.speed.metresPerSecond),
            optional(e.wind.directionDegrees), optional(e.wind.gust?.metresPerSecond),
            optional(e.clouds?.coverPercent), optional(e.visibility?.metres),
            optional(e.precipitationProbability),
            optional(e.rain?.millimetres), optional(e.snow?.millimetres),
        ]
    }

    static func conditionBindings(placeID: Int64, time: Date, position: Int, condition c: WeatherCondition)
        -> [SQLiteValue]
    {
        [
            .integer(placeID), .real(time.timeIntervalSince1970), .integer(Int64(position)),
            .integer(Int64(c.code)), .text(c.summary), .text(c.description), .text(c.icon),
        ]
    }

    /// Rebuilds one step; nil when a required column is missing.
    static func entry(from row: SQLiteRow, conditions: [WeatherCondition]) -> ForecastEntry? {
        guard let time = row.double("time"), let temperature = row.double("temperature_k"),
            let feelsLike = row.double("feels_like_k"), let minimum = row.double("minimum_k"),
            let maximum = row.double("maximum_k"), let pressure = row.double("pressure_hpa"),
            let humidity = row.double("humidity_percent"), let windSpeed = row.double("wind_speed_mps")
        else { return nil }
        return ForecastEntry(
            time: Date(timeIntervalSince1970: time), conditions: conditions,
            temperature: Temperature(kelvin: temperature), feelsLike: Temperature(kelvin: feelsLike),
            minimum: Temperature(kelvin: minimum), maximum: Temperature(kelvin: maximum),
            pressure: Pressure(hectopascals: pressure), humidity: Humidity(percent: humidity),
            wind: Wind(
                speed: Speed(metresPerSecond: windSpeed), directionDegrees: row.double("wind_direction_deg"),
                gust: row.double("wind_gust_mps").map(Speed.init(metresPerSecond:))),
            clouds: row.double("clouds_percent").map(Clouds.init(coverPercent:)),
            visibility: row.double("visibility_m").map(Distance.init(metres:)),
            precipitationProbability: row.double("precipitation_probability"),
            rain: row.double("rain_3h_mm").map(Precipitation.init(millimetres:)),
            snow: row.double("snow_3h_mm").map(Precipitation.init(millimetres:)))
    }

    private static func optional(_ value: Double?) -> SQLiteValue {
        value.map(SQLiteValue.real) ?? .null
    }
}
