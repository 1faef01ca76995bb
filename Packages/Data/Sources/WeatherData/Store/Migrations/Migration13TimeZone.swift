import Infrastructure

extension WeatherSchema {
    /// Version 13. The time zone whose rules the place keeps, as its geocoder or the gazetteer's nearest city named
    /// it; NULL until one is known.
    static let timeZone = SQLiteMigration("time-zone", sql: "ALTER TABLE place ADD COLUMN time_zone TEXT;")
}
