import Domain
import FoundationEssentials
import Infrastructure

/// Where climate normals are kept: beside their place, for good, deleted with it.
public protocol ClimateNormalsStore: Sendable {
    /// The saved place's normals, or nil when it has none (or is not saved).
    func normals(for key: PlaceKey) async throws(WeatherError) -> ClimateNormals?
    /// Keeps the saved place's normals; `placeNotSaved` when there is no such place.
    func saveNormals(_ normals: ClimateNormals, for key: PlaceKey) async throws(WeatherError)
}

extension SQLiteWeatherStore: ClimateNormalsStore {
    public func normals(for key: PlaceKey) throws(WeatherError) -> ClimateNormals? {
        try read { database in
            let rows = try database.query(
                "SELECT n.* FROM climate_normal n JOIN place p ON p.id = n.place_id "
                    + "WHERE p.name = ? AND p.country_code = ? ORDER BY n.month, n.day",
                [.text(key.name), .text(key.countryCode)])
            guard !rows.isEmpty else { return nil }
            let normals = try Self.uncheckedNormals(from: rows, in: database)
            // Normals outside physical bounds (kept by an older wxapp) are shown as missing, and fetched
            // again when they can be.
            return normals.implausibility == nil ? normals : nil
        }
    }

    /// The normals of `rows` (one place's, by month and day) as they are kept, whatever their values.
    static func uncheckedNormals(from rows: [SQLiteRow], in database: SQLiteDatabase) throws -> ClimateNormals
    {
        ClimateNormals(
            days: try rows.map { row in
                guard let month = row.int("month"), let day = row.int("day"), let high = row.double("high_k"),
                    let low = row.double("low_k")
                else {
                    throw WeatherError.storage(
                        path: database.path, detail: "a kept climate normal has missing or invalid values")
                }
                return ClimateNormals.Day(
                    month: month, day: day, high: Temperature(kelvin: high), low: Temperature(kelvin: low))
            })
    }

    public func saveNormals(_ normals: ClimateNormals, for key: PlaceKey) throws(WeatherError) {
        try write { database in
            let id = try Self.savedPlaceID(of: key, in: database)
            try database.run("DELETE FROM climate_normal WHERE place_id = ?", [.integer(id)])
            for day in normals.days {
                try database.run(
                    "INSERT INTO climate_normal (place_id, month, day, high_k, low_k) VALUES (?, ?, ?, ?, ?)",
                    [
                        .integer(id), .integer(Int64(day.month)), .integer(Int64(day.day)),
                        .real(day.high.kelvin),
                        .real(day.low.kelvin),
                    ])
            }
        }
    }
}
