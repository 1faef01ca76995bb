import Infrastructure

extension WeatherSchema {
    /// Version 6. Air quality, beside its place: any value may be missing; pollen_available is 0 where the service
    /// has no pollen at all (outside Europe), so that "none" and "not available" stay apart.
    static let airQuality = SQLiteMigration(
        "air-quality",
        sql: """
            CREATE TABLE air_quality (
                place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
                fetched_at REAL NOT NULL,
                observed_at REAL NOT NULL,
                utc_offset_seconds INTEGER NOT NULL,
                european_aqi REAL,
                us_aqi REAL,
                pm2_5 REAL,
                pm10 REAL,
                ozone REAL,
                nitrogen_dioxide REAL,
                uv_index REAL,
                uv_index_max REAL,
                pollen_available INTEGER NOT NULL,
                alder_pollen REAL,
                birch_pollen REAL,
                grass_pollen REAL,
                mugwort_pollen REAL,
                olive_pollen REAL,
                ragweed_pollen REAL
            );
            """)
}
