import Infrastructure

extension WeatherSchema {
    /// Version 11. The dew point, where the service gives one (MET Norway's `complete`, Open-Meteo); NULL before.
    static let dewPoint = SQLiteMigration(
        "dew-point",
        sql: """
            ALTER TABLE observation ADD COLUMN dew_point_k REAL;
            ALTER TABLE forecast_entry ADD COLUMN dew_point_k REAL;
            """)
}
