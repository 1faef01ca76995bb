import Infrastructure

extension WeatherSchema {
    /// Version 15. The extremes of the hours after a forecast step, where the service gives them (MET Norway's six
    /// hours); NULL elsewhere and before.
    static let periodExtremes = SQLiteMigration(
        "period-extremes",
        sql: """
            ALTER TABLE forecast_entry ADD COLUMN period_hours INTEGER;
            ALTER TABLE forecast_entry ADD COLUMN period_low_k REAL;
            ALTER TABLE forecast_entry ADD COLUMN period_high_k REAL;
            """)
}
