import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore {
    /// The saved place's normals, or nil when it has none (or is not saved). The store keeps no time of
    /// fetching for normals, which are made once and kept for good: a copy is dated as old as can be, an age
    /// only the normals' lifetime (for good) accepts.
    public func normals(for key: PlaceKey) throws(WeatherError) -> Report<ClimateNormals>? {
        try read { database in
            // The place by the text the reads that find a place first share (prepared once a run), then
            // its normals alone: a join would prepare anew and repeat the place in each of 366 rows.
            guard let placeRow = try database.query(PlaceRow.selectKeyed, PlaceRow.keyed(key)).first,
                let id = placeRow.int64("id")
            else { return nil }
            let rows = try database.query(
                "SELECT * FROM climate_normal WHERE place_id = ? ORDER BY month, day", [.integer(id)])
            guard !rows.isEmpty else { return nil }
            guard let place = PlaceRow.place(from: placeRow) else {
                throw WeatherError.storage(
                    path: database.path,
                    detail: "the place of kept climate normals has missing or invalid values")
            }
            let normals = try Self.uncheckedNormals(from: rows, in: database)
            return Report(place: place, value: normals, fetchedAt: .distantPast, origin: .offline)
                .keepingPlausible()
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

    /// Keeps the saved place's normals; `placeNotSaved` when there is no such place.
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
