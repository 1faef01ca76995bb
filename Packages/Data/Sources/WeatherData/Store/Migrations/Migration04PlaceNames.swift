import Infrastructure

extension WeatherSchema {
    /// Version 4. Every name a place answers to (kind 0: its own name and aliases; 1: its region's names), by the
    /// compact form of its SearchKey, so that a place is found by whatever name added it. The names of
    /// places saved before are filled in by `WeatherSchema.backfills`.
    static let placeNames = SQLiteMigration(
        "place-names",
        sql: """
            CREATE TABLE place_name (
                place_id INTEGER NOT NULL REFERENCES place (id) ON DELETE CASCADE,
                kind INTEGER NOT NULL,
                name TEXT NOT NULL,
                key TEXT NOT NULL,
                PRIMARY KEY (place_id, kind, name)
            );
            CREATE INDEX place_name_by_key ON place_name (key, kind);
            """)
}
