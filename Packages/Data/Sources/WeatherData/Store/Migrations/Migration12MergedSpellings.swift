import Infrastructure

extension WeatherSchema {
    /// Version 12. One place saved by an older version under two spellings of one name key (Tromsø and Tromso, NO),
    /// which no name could tell apart, is merged into the row saved first. The merge is work on the data
    /// alone, done by `WeatherSchema.backfills`; this step changes no table and keeps the numbering.
    static let mergedSpellings = SQLiteMigration("merged-spellings", sql: "")
}
