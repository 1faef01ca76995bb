import Domain
import Infrastructure

/// The SQL that reads saved places and the names they answer to, and the mapping from rows to `Place`.
enum PlaceRow {
    /// What a `place_name` row holds: a name of the place itself (its own, or an alias), or of its region.
    enum NameKind: Int64 {
        case name = 0
        case region = 1
    }

    /// Every column of the place table, whichever schema version wrote it: `doctor` and the migrations read
    /// files from before `time_zone` was added, whose places then have no zone.
    static let columns = "p.*"

    /// The place a key names, saved or looked at, alone: one text for the reads that find the place before
    /// what is kept beside it (forecasts, normals, past days, a place looked at), so that a run prepares it
    /// once. Reads that join the place to one row of their kind keep their own text.
    static let selectKeyed = "SELECT \(columns) FROM place p WHERE p.name = ? AND p.country_code = ?"

    /// The bindings of a key, for `selectKeyed` and every query that finds a place by its name and country.
    static func keyed(_ key: PlaceKey) -> [SQLiteValue] {
        [.text(key.name), .text(key.countryCode)]
    }

    /// Saved places (with an observation, on the list) that answer to a key, in the order first saved.
    static let selectNamed = """
        SELECT \(columns) FROM place p
        WHERE p.id IN (SELECT place_id FROM place_name WHERE key = ? AND kind = 0)
            AND p.id IN (SELECT place_id FROM observation) AND p.listed = 1
        ORDER BY p.id
        """

    /// Places looked at and kept off the list that answer to a key, whatever is kept of them (a forecast
    /// alone, say), in the order first looked at.
    static let selectLookedAtNamed = """
        SELECT \(columns) FROM place p
        WHERE p.id IN (SELECT place_id FROM place_name WHERE key = ? AND kind = 0) AND p.listed = 0
        ORDER BY p.id
        """

    static let selectNames = "SELECT kind, name FROM place_name WHERE place_id = ? ORDER BY rowid"

    static let insertName = "INSERT OR IGNORE INTO place_name (place_id, kind, name, key) VALUES (?, ?, ?, ?)"

    /// The place of a row with the place table's columns; nil when one is missing or out of range.
    static func place(from row: SQLiteRow, aliases: PlaceAliases = .none) -> Place? {
        guard let name = row.string("name"), let country = row.string("country_code"),
            let latitude = row.double("latitude"), let longitude = row.double("longitude"),
            let coordinates = Coordinates(latitude: latitude, longitude: longitude)
        else { return nil }
        return Place(
            name: name, countryCode: country, region: row.string("region"), coordinates: coordinates,
            aliases: aliases, timeZone: row.string("time_zone"), shownName: row.string("shown_name"))
    }

    /// The names of the saved place `id` other than `ownName`.
    static func aliases(of id: Int64, ownName: String, in database: SQLiteDatabase) throws(SQLiteError)
        -> PlaceAliases
    {
        var names: [String] = []
        var regions: [String] = []
        for row in try database.query(selectNames, [.integer(id)]) {
            guard let name = row.string("name") else { continue }
            switch NameKind(rawValue: Int64(row.int("kind") ?? -1)) {
            case .name where name != ownName: names.append(name)
            case .region: regions.append(name)
            default: break
            }
        }
        return PlaceAliases(names: names, regions: regions)
    }

    /// Every saved place (one with an observation) with the names it answers to, in saved order; in a file
    /// from before names were kept, each answers to its own name and region.
    static func savedPlacesWithNames(in database: SQLiteDatabase) throws(SQLiteError) -> [Place] {
        let keepsNames = try !database.query(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name = 'place_name'"
        ).isEmpty
        var names: [Int64: PlaceAliases] = [:]
        if keepsNames {
            for row in try database.query("SELECT place_id, kind, name FROM place_name ORDER BY rowid") {
                guard let id = row.int64("place_id"), let name = row.string("name") else { continue }
                let more: PlaceAliases =
                    switch NameKind(rawValue: Int64(row.int("kind") ?? -1)) {
                    case .name: PlaceAliases(names: [name])
                    case .region: PlaceAliases(regions: [name])
                    case nil: .none
                    }
                names[id, default: .none] = names[id, default: .none].adding(more)
            }
        }
        return try database.query(
            "SELECT \(columns) FROM place p WHERE p.id IN (SELECT place_id FROM observation) ORDER BY p.id"
        ).compactMap { row in
            // A place only looked at is not saved; files from before looks were kept have no such column.
            guard let id = row.int64("id"), row.int("listed") != 0 else { return nil }
            return place(from: row, aliases: names[id] ?? .none)
        }
    }

    /// Records every name `place` answers to, beside the names it had; the caller holds a transaction.
    static func insertNames(of place: Place, id: Int64, into database: SQLiteDatabase) throws(SQLiteError) {
        let names = ([place.name] + place.aliases.names).map { ($0, NameKind.name) }
        let regions = ([place.region].compactMap { $0 } + place.aliases.regions).map { ($0, NameKind.region) }
        for (name, kind) in names + regions {
            let key = SearchKey(name)
            guard !key.isEmpty else { continue }
            try database.run(
                insertName, [.integer(id), .integer(kind.rawValue), .text(name), .text(key.compact)])
        }
    }

    /// Gives every place saved before names were kept its own name and region (schema migration 4).
    static func backfillNames(_ database: SQLiteDatabase) throws(SQLiteError) {
        for row in try database.query("SELECT \(columns) FROM place p") {
            guard let id = row.int64("id"), let place = place(from: row) else { continue }
            try insertNames(of: place, id: id, into: database)
        }
    }
}
