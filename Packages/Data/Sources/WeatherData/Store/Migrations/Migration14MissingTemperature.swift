import Infrastructure

extension WeatherSchema {
    /// Version 14. A current reading may lack its temperature, when the service sent none for now (a null in
    /// MET Norway's or Open-Meteo's current step): NULL, never a value from another hour.
    static let missingTemperature = SQLiteMigration(
        "missing-temperature", allowingNull: [.init("observation", ["temperature_k"])])
}
