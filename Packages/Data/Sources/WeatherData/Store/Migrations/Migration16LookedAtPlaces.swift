import Infrastructure

extension WeatherSchema {
    /// Version 16. A place only looked at (`wxapp show Berlin` with Berlin not saved) is kept with its weather, so
    /// that the next look is instant and works offline, but is not on the list: listed = 0, with when
    /// it was last looked at online.
    static let lookedAtPlaces = SQLiteMigration(
        "looked-at-places",
        sql: """
            ALTER TABLE place ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
            ALTER TABLE place ADD COLUMN looked_at REAL;
            """)
}
