import Infrastructure

extension WeatherSchema {
    /// Version 17. Where "here" was last found, from the machine's public IP address: one row, asked again after a
    /// day, and used whatever its age offline.
    static let here = SQLiteMigration(
        "here",
        sql: """
            CREATE TABLE here (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                name TEXT NOT NULL,
                country_code TEXT NOT NULL,
                region TEXT,
                latitude REAL NOT NULL,
                longitude REAL NOT NULL,
                found_at REAL NOT NULL
            );
            """)
}
