import Domain
import FoundationEssentials
import Infrastructure

/// The SQL that reads and writes forecasts, and the mapping between rows and Domain values.
enum ForecastRow {
    static let selectForecast = "SELECT * FROM forecast WHERE place_id = ?"
    static let selectEntries = "SELECT * FROM forecast_entry WHERE place_id = ? ORDER BY time"
    static let selectConditions =
        "SELECT * FROM forecast_condition WHERE place_id = ? ORDER BY time, position"
    static let deleteForecast = "DELETE FROM forecast WHERE place_id = ?"
    static let insertForecast = """
        INSERT INTO forecast (place_id, fetched_at, utc_offset_seconds, sunrise, sunset, provider)
        VALUES (?, ?, ?, ?, ?, ?)
        """
    static let insertEntry: String = {
        let columns =
            ["place_id", "time"] + ReadingsColumns.forecast.names
            + ["precipitation_probability", "period_hours", "period_low_k", "period_high_k"]
        return "INSERT INTO forecast_entry (\(columns.joined(separator: ", ")))"
            + " VALUES (\(ReadingsColumns.placeholders(columns.count)))"
    }()
    static let insertCondition = """
        INSERT INTO forecast_condition (place_id, time, position, code, summary, description, icon)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """

    static func forecastBindings(placeID: Int64, forecast: Forecast, fetchedAt: Date) -> [SQLiteValue] {
        [
            .integer(placeID), .real(fetchedAt.timeIntervalSince1970),
            .integer(Int64(forecast.utcOffsetSeconds)),
            ReadingsColumns.optional(forecast.sunrise?.timeIntervalSince1970),
            ReadingsColumns.optional(forecast.sunset?.timeIntervalSince1970),
            forecast.provider.map { .text($0.id) } ?? .null,
        ]
    }

    static func entryBindings(placeID: Int64, entry e: ForecastEntry) -> [SQLiteValue] {
        [.integer(placeID), .real(e.time.timeIntervalSince1970)]
            + ReadingsColumns.forecast.bindings(e.readings)
            + [
                ReadingsColumns.optional(e.precipitationProbability),
                e.period.map { .integer(Int64($0.hours)) } ?? .null,
                ReadingsColumns.optional(e.period?.low?.kelvin),
                ReadingsColumns.optional(e.period?.high?.kelvin),
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
        guard let time = row.double("time") else { return nil }
        return ForecastEntry(
            time: Date(timeIntervalSince1970: time),
            readings: ReadingsColumns.forecast.readings(from: row, conditions: conditions),
            precipitationProbability: row.double("precipitation_probability"),
            period: row.int("period_hours").flatMap { hours in
                PeriodExtremes(
                    hours: hours, low: row.temperature("period_low_k"),
                    high: row.temperature("period_high_k"))
            })
    }
}
