import Domain
import FoundationEssentials
import Infrastructure

/// Saved places and observations in one SQLite file, in SI units with their fetch time.
public actor SQLiteWeatherStore: WeatherStore {
    /// How many places looked at but not saved are kept with their weather: the latest looked at.
    public static let lookedAtPlacesKept = 20
    /// A place looked at within this many seconds is kept whatever the count.
    public static let lookedAtPlacesProtectedSeconds: TimeInterval = 3_600

    private let database: SQLiteDatabase

    /// Why the file is read as it stands and cannot be written (a full disk), or nil when it can be.
    private let cannotWrite: SQLiteError?

    /// Opens (creating if needed) and migrates the database at `path`; errors name the file. On a disk too
    /// full to open the file as usual (SQLite writes the write-ahead log's index even to read), the file is
    /// read as it stands, so that `--offline` reads and `export` still work; a write then fails with the
    /// disk's own error.
    public init(path: String) throws(WeatherError) {
        do {
            // Write-ahead logging is switched on only once the schema is known to be ours, so a file this
            // version refuses is left byte for byte as it was.
            let database = try SQLiteDatabase(path: path, writeAheadLog: false)
            try WeatherSchema.migrator.migrate(database)
            try database.enableWriteAheadLog()
            self.database = database
            cannotWrite = nil
        } catch let failure where failure.isFull || failure.isInputOutputFailure {
            // A file that needs no upgrade is read as it stands; anything else is the disk's failure.
            guard let standing = try? SQLiteDatabase.asItStands(path: path),
                (try? WeatherSchema.migrator.migrate(standing)) != nil
            else { throw Self.storageError(failure, path: path) }
            database = standing
            cannotWrite = failure
        } catch {
            throw Self.storageError(error, path: path)
        }
    }

    /// A private in-memory database, for tests and previews.
    public init() throws(WeatherError) {
        try self.init(path: ":memory:")
    }

    public func places() throws(WeatherError) -> [Place] {
        try read { database in
            try database.query(
                "SELECT \(PlaceRow.columns) FROM place p "
                    + "WHERE p.id IN (SELECT place_id FROM observation) AND p.listed = 1 ORDER BY p.id"
            ).map { row in
                guard let place = PlaceRow.place(from: row) else {
                    throw WeatherError.storage(
                        path: database.path, detail: "a saved place has missing or invalid values")
                }
                return place
            }
        }
    }

    public func places(named key: SearchKey) throws(WeatherError) -> [Place] {
        try places(PlaceRow.selectNamed, key: key)
    }

    public func lookedAtPlaces(named key: SearchKey) throws(WeatherError) -> [Place] {
        try places(PlaceRow.selectLookedAtNamed, key: key)
    }

    private func places(_ select: String, key: SearchKey) throws(WeatherError) -> [Place] {
        try read { database in
            try database.readTransaction {
                try database.query(select, [.text(key.compact)]).map { row in
                    guard let id = row.int64("id"), let name = row.string("name"),
                        let place = PlaceRow.place(
                            from: row, aliases: try PlaceRow.aliases(of: id, ownName: name, in: database))
                    else {
                        throw WeatherError.storage(
                            path: database.path, detail: "a saved place has missing or invalid values")
                    }
                    return place
                }
            }
        }
    }

    public func observations() throws(WeatherError) -> [Report<CurrentWeather>] {
        // One snapshot for both queries, so that a place saved by another process in between is either
        // wholly there or wholly absent.
        try read { database in
            try database.readTransaction {
                let conditions = try self.conditionsByPlace(
                    try database.query("SELECT * FROM observation_condition ORDER BY place_id, position"))
                let nowcasts = ObservationRow.nowcasts(
                    from: try database.query("SELECT * FROM observation_nowcast ORDER BY place_id, time"))
                return try database.query(ObservationRow.selectAll + " WHERE p.listed = 1 ORDER BY p.id").map
                {
                    row in
                    try self.observation(from: row, conditions: conditions, nowcasts: nowcasts)
                }
            }
        }
    }

    public func observation(for key: PlaceKey) throws(WeatherError) -> Report<CurrentWeather>? {
        try read { database in
            try database.readTransaction {
                let rows = try database.query(
                    ObservationRow.selectAll + " WHERE p.name = ? AND p.country_code = ?",
                    PlaceRow.keyed(key))
                guard let row = rows.first, let id = row.int("id") else { return nil }
                let conditions = try self.conditionsByPlace(
                    try database.query(
                        "SELECT * FROM observation_condition WHERE place_id = ? ORDER BY position",
                        [.integer(Int64(id))]))
                let nowcasts = ObservationRow.nowcasts(
                    from: try database.query(
                        "SELECT * FROM observation_nowcast WHERE place_id = ? ORDER BY time",
                        [.integer(Int64(id))]))
                return try self.observation(from: row, conditions: conditions, nowcasts: nowcasts)
            }
        }
    }

    public func save(_ place: Place, weather: CurrentWeather, fetchedAt: Date, listing: Listing)
        throws(WeatherError)
    {
        try write { database in
            try ObservationRow.insert(
                Report(place: place, value: weather, fetchedAt: fetchedAt, origin: .offline),
                listing: listing,
                into: database)
        }
    }

    public func update(_ place: Place, weather: CurrentWeather, fetchedAt: Date) throws(WeatherError) -> Bool
    {
        try write { database in
            let saved = try database.query(
                "SELECT id FROM place WHERE name = ? AND country_code = ?",
                PlaceRow.keyed(place.key))
            guard !saved.isEmpty else { return false }
            // Whether the place is listed stays as it is: an existing row is never taken off the list.
            try ObservationRow.insert(
                Report(place: place, value: weather, fetchedAt: fetchedAt, origin: .offline),
                listing: .lookedAt,
                into: database)
            return true
        }
    }

    public func list(_ keys: [PlaceKey]) throws(WeatherError) {
        try write { database in
            for key in keys {
                try database.run(
                    "UPDATE place SET listed = 1 WHERE name = ? AND country_code = ? AND listed = 0",
                    PlaceRow.keyed(key))
            }
        }
    }

    public func delete(_ keys: [PlaceKey]) throws(WeatherError) -> Int {
        try write { database in
            var removed = 0
            for key in keys {
                try database.run(
                    "DELETE FROM place WHERE name = ? AND country_code = ?",
                    PlaceRow.keyed(key))
                removed += database.changes
            }
            return removed
        }
    }

    public func deleteAll() throws(WeatherError) -> Int {
        try write { database in
            try database.run("DELETE FROM place WHERE listed = 1")
            return database.changes
        }
    }

    func read<T>(_ body: (SQLiteDatabase) throws -> T) throws(WeatherError) -> T {
        do {
            return try body(database)
        } catch {
            throw Self.storageError(error, path: database.path)
        }
    }

    func write<T>(_ body: @escaping (SQLiteDatabase) throws -> T) throws(WeatherError) -> T {
        if let cannotWrite { throw Self.storageError(cannotWrite, path: database.path) }
        let database = self.database
        return try read { _ in try database.transaction { try body(database) } }
    }

    private func observation(
        from row: SQLiteRow, conditions: [Int: [WeatherCondition]], nowcasts: [Int: Nowcast]
    ) throws -> Report<CurrentWeather> {
        let id = row.int("id") ?? -1
        guard
            let observation = ObservationRow.observation(
                from: row, conditions: conditions[id] ?? [], nowcast: nowcasts[id])
        else {
            throw WeatherError.storage(
                path: database.path, detail: "the saved place with id \(id) has missing or invalid values")
        }
        return observation
    }

    private func conditionsByPlace(_ rows: [SQLiteRow]) throws -> [Int: [WeatherCondition]] {
        var result: [Int: [WeatherCondition]] = [:]
        for row in rows {
            guard let id = row.int("place_id"), let condition = ObservationRow.condition(from: row) else {
                throw WeatherError.storage(
                    path: database.path, detail: "a saved weather condition has missing or invalid values")
            }
            result[id, default: []].append(condition)
        }
        return result
    }
}
