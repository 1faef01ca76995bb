import Infrastructure

extension WeatherSchema {
    /// Version 8. Each saved place's 1991–2020 normal high and low for each calendar day, fetched once and kept.
    static let climateNormals = SQLiteMigration(
        "climate-normals",
        sql: """
            CREATE TABLE climate_normal (
                place_id INTEGER NOT NULL REFERENCES place (id) ON DELETE CASCADE,
                month INTEGER NOT NULL,
                day INTEGER NOT NULL,
                high_k REAL NOT NULL,
                low_k REAL NOT NULL,
                PRIMARY KEY (place_id, month, day)
            );
            """)
}
