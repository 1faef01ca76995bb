import Infrastructure

extension WeatherSchema {
    /// Version 7. Precipitation in the next two hours, in 15-minute steps, with the observation it came with; none
    /// where the service gives no such steps.
    static let nowcast = SQLiteMigration(
        "nowcast",
        sql: """
            CREATE TABLE observation_nowcast (
                place_id INTEGER NOT NULL REFERENCES observation (place_id) ON DELETE CASCADE,
                time REAL NOT NULL,
                precipitation_mm REAL,
                PRIMARY KEY (place_id, time)
            );
            """)
}
