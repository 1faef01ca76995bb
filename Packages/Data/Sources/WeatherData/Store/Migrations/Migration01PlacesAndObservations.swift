import Infrastructure

extension WeatherSchema {
    /// Version 1. Saved places, each one's current observation and its conditions.
    static let placesAndObservations = SQLiteMigration(
        "places-and-observations",
        sql: """
            CREATE TABLE place (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                country_code TEXT NOT NULL,
                region TEXT,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                UNIQUE (name, country_code)
            );
            CREATE TABLE observation (
                place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
                fetched_at REAL NOT NULL,
                observed_at REAL NOT NULL,
                utc_offset_seconds INTEGER NOT NULL,
                temperature_k REAL NOT NULL,
                feels_like_k REAL NOT NULL,
                minimum_k REAL NOT NULL,
                maximum_k REAL NOT NULL,
                pressure_hpa REAL NOT NULL,
                humidity_percent REAL NOT NULL,
                wind_speed_mps REAL NOT NULL,
                wind_direction_deg REAL,
                wind_gust_mps REAL,
                clouds_percent REAL,
                visibility_m REAL,
                rain_1h_mm REAL,
                snow_1h_mm REAL,
                sunrise REAL,
                sunset REAL
            );
            CREATE TABLE observation_condition (
                place_id INTEGER NOT NULL REFERENCES observation (place_id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                code INTEGER NOT NULL,
                summary TEXT NOT NULL,
                description TEXT NOT NULL,
                icon TEXT NOT NULL,
                PRIMARY KEY (place_id, position)
            );
            """)
}
