import Infrastructure

extension WeatherSchema {
    /// Version 3. Which service produced each reading (openweathermap, openmeteo); null for older readings.
    static let observationProvider = SQLiteMigration(
        "observation-provider",
        sql: """
            ALTER TABLE observation ADD COLUMN provider TEXT;
            """)
}
