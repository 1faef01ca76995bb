import Domain
import Infrastructure

/// One place saved twice under two spellings of one name key (Tromsø and Tromso in NO, close together), as
/// older versions could save it: no name tells the rows apart, so neither could be shown or deleted.
extension PlaceRow {
    /// The tables of kept data that hang on a place, each keyed by `place_id` with its fetch time, and the
    /// tables below each of them.
    private static let keptData: [(table: String, below: [String])] = [
        ("observation", ["observation_condition", "observation_nowcast"]),
        ("forecast", ["forecast_entry", "forecast_condition"]),
        ("air_quality", []),
        ("alert_check", ["alert"]),
    ]

    /// Merges each set of rows that are one place (`Place.isTwin`) into the row saved first: it keeps its
    /// position and its name, gains every name and region name of the others, takes a region where it had
    /// none, and of each kind of kept data holds the newest any of them had. The caller holds a transaction.
    static func mergeSpellings(_ database: SQLiteDatabase) throws(SQLiteError) {
        var rows: [(id: Int64, place: Place)] = []
        for row in try database.query("SELECT \(columns) FROM place p ORDER BY p.id") {
            guard let id = row.int64("id"), let place = place(from: row) else { continue }
            rows.append((id, place))
        }
        // Twins share a country and a name key; only rows that share both are compared.
        let sharingAKey = Dictionary(grouping: rows) {
            "\($0.place.countryCode) \(SearchKey($0.place.name).compact)"
        }
        var merged: [[(id: Int64, place: Place)]] = []
        for candidates in sharingAKey.values where candidates.count > 1 {
            var groups: [[(id: Int64, place: Place)]] = []
            for row in candidates {
                if let index = groups.firstIndex(where: { $0[0].place.isTwin(of: row.place) }) {
                    groups[index].append(row)
                } else {
                    groups.append([row])
                }
            }
            merged += groups.filter { $0.count > 1 }
        }
        guard !merged.isEmpty else { return }
        // Rows move between places one table at a time; the keys agree again before the transaction ends.
        try database.execute("PRAGMA defer_foreign_keys = ON")
        for group in merged {
            try merge(group.dropFirst().map(\.id), into: group[0].id, in: database)
            for other in group.dropFirst() {
                try database.run(
                    "UPDATE place SET region = ? WHERE id = ? AND region IS NULL",
                    [other.place.region.map(SQLiteValue.text) ?? .null, .integer(group[0].id)])
                try insertNames(of: other.place, id: group[0].id, into: database)
                try database.run(
                    "INSERT OR IGNORE INTO place_name (place_id, kind, name, key) "
                        + "SELECT ?, kind, name, key FROM place_name WHERE place_id = ?",
                    [.integer(group[0].id), .integer(other.id)])
                try database.run("DELETE FROM place WHERE id = ?", [.integer(other.id)])
            }
        }
    }

    /// Moves to `keeper` the newest of each kind of kept data among `others` and itself, and its climate
    /// normals when it had none.
    private static func merge(_ others: [Int64], into keeper: Int64, in database: SQLiteDatabase)
        throws(SQLiteError)
    {
        let members = ([keeper] + others).map(String.init).joined(separator: ", ")
        for (table, below) in keptData {
            guard
                let newest = try database.query(
                    "SELECT place_id FROM \(table) WHERE place_id IN (\(members)) "
                        + "ORDER BY fetched_at DESC, place_id = ? DESC LIMIT 1", [.integer(keeper)]
                ).first?.int64("place_id"), newest != keeper
            else { continue }
            try database.run("DELETE FROM \(table) WHERE place_id = ?", [.integer(keeper)])
            for moved in [table] + below {
                try database.run(
                    "UPDATE \(moved) SET place_id = ? WHERE place_id = ?",
                    [.integer(keeper), .integer(newest)])
            }
        }
        let normals = try database.query(
            "SELECT place_id FROM climate_normal WHERE place_id IN (\(members)) ORDER BY place_id = ? DESC, "
                + "place_id LIMIT 1", [.integer(keeper)]
        ).first?.int64("place_id")
        if let normals, normals != keeper {
            try database.run(
                "UPDATE climate_normal SET place_id = ? WHERE place_id = ?",
                [.integer(keeper), .integer(normals)])
        }
    }
}
