import Infrastructure

extension WeatherSchema {
    /// Version 9. Official alerts, as each place's source last gave them: when it was asked, and its alerts.
    static let alerts = SQLiteMigration(
        "alerts",
        sql: """
            CREATE TABLE alert_check (
                place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE,
                fetched_at REAL NOT NULL,
                source TEXT NOT NULL
            );
            CREATE TABLE alert (
                place_id INTEGER NOT NULL REFERENCES alert_check (place_id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                event TEXT NOT NULL,
                severity TEXT NOT NULL,
                headline TEXT NOT NULL,
                issuer TEXT NOT NULL,
                starts_at REAL,
                ends_at REAL,
                PRIMARY KEY (place_id, position)
            );
            """)
}
