import Infrastructure

/// The database schema: named, frozen migrations, one per file in Migrations/, and the backfills that fill in
/// what SQL alone cannot compute for files from before a version.
enum WeatherSchema {
    /// In order: migration i takes `user_version` from i to i + 1. Append only; a shipped one never changes.
    static let migrations: [SQLiteMigration] = [
        placesAndObservations, forecasts, observationProvider, placeNames, missingReadings, airQuality,
        nowcast,
        climateNormals, alerts, keptReplies, dewPoint, mergedSpellings, timeZone, missingTemperature,
        periodExtremes, lookedAtPlaces, here, observationStation, forecastProvider, pastDays,
        shownName,
    ]

    /// Live code, run after the migrations against the newest schema: the names of places saved before
    /// version 4 kept them, and the merge of places saved under two spellings before version 12.
    static let backfills = [
        SQLiteBackfill(forFilesBelow: 4, PlaceRow.backfillNames),
        SQLiteBackfill(forFilesBelow: 12, PlaceRow.mergeSpellings),
    ]

    /// What brings a file to the newest schema.
    static let migrator = SQLiteMigrator(migrations: migrations, backfills: backfills)
}
