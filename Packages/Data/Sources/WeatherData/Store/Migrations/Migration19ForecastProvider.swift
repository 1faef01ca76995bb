import Infrastructure

extension WeatherSchema {
    /// Version 19. Which service produced each forecast, so that a kept one still says what its service gives; NULL
    /// for forecasts kept before.
    static let forecastProvider = SQLiteMigration(
        "forecast-provider", sql: "ALTER TABLE forecast ADD COLUMN provider TEXT;")
}
