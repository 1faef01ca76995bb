import Infrastructure

extension WeatherSchema {
    /// Version 2. Each place's forecast: its steps and their conditions.
    static let forecasts = SQLiteMigration(
        "forecasts",
        sql: """
            CREATE TABLE forecast (
                place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
                fetched_at REAL NOT NULL,
                utc_offset_seconds INTEGER NOT NULL,
                sunrise REAL,
                sunset REAL
            );
            CREATE TABLE forecast_entry (
                place_id INTEGER NOT NULL REFERENCES forecast (place_id) ON DELETE CASCADE,
                time REAL NOT NULL,
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
                precipitation_probability REAL,
                rain_3h_mm REAL,
                snow_3h_mm REAL,
                PRIMARY KEY (place_id, time)
            );
            CREATE TABLE forecast_condition (
                place_id INTEGER NOT NULL,
                time REAL NOT NULL,
                position INTEGER NOT NULL,
                code INTEGER NOT NULL,
                summary TEXT NOT NULL,
                description TEXT NOT NULL,
                icon TEXT NOT NULL,
                PRIMARY KEY (place_id, time, position),
                FOREIGN KEY (place_id, time) REFERENCES forecast_entry (place_id, time) ON DELETE CASCADE
            );
            """)
}
