import Infrastructure

extension WeatherSchema {
    /// Version 20. The weather of past days of each place, saved or looked at: a row a day of the place's
    /// calendar with its values, and a row an hour. A final day is kept for good; a preliminary one (the
    /// archive may still revise it) until it is fetched again.
    static let pastDays = SQLiteMigration(
        "past-days",
        sql: """
            CREATE TABLE past_day (
                place_id INTEGER NOT NULL REFERENCES place (id) ON DELETE CASCADE,
                day INTEGER NOT NULL,
                fetched_at REAL NOT NULL,
                preliminary INTEGER NOT NULL,
                high_k REAL,
                low_k REAL,
                precipitation_mm REAL,
                rain_mm REAL,
                snow_mm REAL,
                sunshine_s REAL,
                wind_max_mps REAL,
                wind_direction_deg REAL,
                condition_code INTEGER,
                condition_summary TEXT,
                condition_description TEXT,
                condition_icon TEXT,
                PRIMARY KEY (place_id, day)
            );
            CREATE TABLE past_hour (
                place_id INTEGER NOT NULL,
                day INTEGER NOT NULL,
                time REAL NOT NULL,
                utc_offset_seconds INTEGER NOT NULL,
                temperature_k REAL,
                precipitation_mm REAL,
                rain_mm REAL,
                snow_mm REAL,
                wind_speed_mps REAL,
                wind_direction_deg REAL,
                sunshine_s REAL,
                condition_code INTEGER,
                condition_summary TEXT,
                condition_description TEXT,
                condition_icon TEXT,
                PRIMARY KEY (place_id, time),
                FOREIGN KEY (place_id, day) REFERENCES past_day (place_id, day) ON DELETE CASCADE
            );
            """)
}
