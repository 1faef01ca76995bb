import Infrastructure

extension WeatherSchema {
    /// Version 21. The name a place is shown by when the user found it by one of its other names ("München"
    /// for Munich); NULL where it is shown by its own name, and for places saved before.
    static let shownName = SQLiteMigration("shown-name", sql: "ALTER TABLE place ADD COLUMN shown_name TEXT;")
}
