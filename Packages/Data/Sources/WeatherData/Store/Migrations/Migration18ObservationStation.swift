import Infrastructure

extension WeatherSchema {
    /// Version 18. The station that measured an observation, where the service names one (the NWS's nearest
    /// station): its code, its name and its distance from the place; NULL for a model's reading.
    static let observationStation = SQLiteMigration(
        "observation-station",
        sql: """
            ALTER TABLE observation ADD COLUMN station_id TEXT;
            ALTER TABLE observation ADD COLUMN station_name TEXT;
            ALTER TABLE observation ADD COLUMN station_distance_m REAL;
            """)
}
