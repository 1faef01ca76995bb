import Infrastructure

extension WeatherSchema {
    /// Version 5. Every reading but the temperature may be missing, and is stored as NULL, never as 0: the
    /// NOT NULL constraints of 0.1.0 on the other readings are lifted in place, with every row kept.
    static let missingReadings = SQLiteMigration(
        "missing-readings",
        allowingNull: [
            .init(
                "observation",
                [
                    "feels_like_k", "minimum_k", "maximum_k", "pressure_hpa", "humidity_percent",
                    "wind_speed_mps",
                ]),
            .init(
                "forecast_entry",
                [
                    "feels_like_k", "minimum_k", "maximum_k", "pressure_hpa", "humidity_percent",
                    "wind_speed_mps",
                ]),
        ])
}
