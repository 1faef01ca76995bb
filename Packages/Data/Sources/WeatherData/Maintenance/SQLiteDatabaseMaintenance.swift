import Domain
import FoundationEssentials
import Infrastructure

/// Checks, backs up and rebuilds wxapp's SQLite file. It opens the file read-only to look at it, copies it
/// before any change, and replaces it only by an atomic rename: the user's data is never deleted.
public struct SQLiteDatabaseMaintenance: DatabaseMaintenance {
    let path: String
    let clock: any WallClock
    let supportedSchemaVersion = WeatherSchema.migrations.count

    public init(path: String, clock: any WallClock) {
        self.path = path
        self.clock = clock
    }

    public func check() async throws(WeatherError) -> DatabaseHealth {
        guard FileSystemSupport.exists(atPath: path) else {
            return health(exists: false, version: nil, integrity: [], counts: nil, problems: [])
        }
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(path: path, readOnly: true)
        } catch {
            // A full disk is no fault of the file: it is checked as it stands (see `SQLiteWeatherStore`).
            guard error.isFull || error.isInputOutputFailure,
                let standing = try? SQLiteDatabase.asItStands(path: path)
            else {
                return health(
                    exists: true, version: nil, integrity: [], counts: nil, problems: [Self.problem(error)])
            }
            database = standing
        }
        var problems: [String] = []
        let version = try? database.userVersion()
        if let version, version > supportedSchemaVersion {
            problems.append(
                "a newer wxapp wrote it (schema version \(version); this wxapp knows up to \(supportedSchemaVersion))"
            )
        } else if let version, let fault = Self.migrationFault(of: database, at: version) {
            problems.append(fault)
        }
        var integrity: [String] = []
        do {
            integrity = try database.integrityCheck()
            if integrity != ["ok"] {
                problems.append(
                    "the integrity check found damage: \(integrity.prefix(3).joined(separator: "; "))")
            }
        } catch {
            problems.append(Self.problem(error))
        }
        let counts = Self.counts(in: database)
        if counts == nil, problems.isEmpty {
            problems.append("its saved places cannot be read; it may not be a wxapp database")
        }
        if let counts, counts.observations > 0, problems.isEmpty {
            problems += Self.unreachablePlaces(in: database)
        }
        // Only a sound file of this version's schema has every table the check reads; an older one is
        // migrated, and checked, when it is next opened.
        if counts != nil, integrity == ["ok"], version == supportedSchemaVersion {
            do {
                problems += try SQLiteWeatherStore.valuesOutsideBounds(in: database)
            } catch {
                problems.append(Self.problem(error))
            }
        }
        return health(
            exists: true, version: version, integrity: integrity, counts: counts, problems: problems)
    }

    public func providerChecks() async throws(WeatherError) -> [ProviderCheck] {
        // A file that cannot be opened, or is too old to keep the record, has none; `check` says what is
        // wrong with a damaged one.
        guard FileSystemSupport.exists(atPath: path),
            let database = try? SQLiteDatabase(path: path, readOnly: true),
            let version = try? database.userVersion(),
            version >= SQLiteWeatherStore.providerCheckSchemaVersion
        else { return [] }
        do {
            return try SQLiteWeatherStore.providerChecks(in: database)
        } catch {
            throw .storage(
                path: path, detail: "what the providers did when last asked cannot be read (\(error))")
        }
    }

    public func backUp() async throws(WeatherError) -> String {
        let backup = try availableName("backup")
        // A read transaction keeps other connections from resetting the write-ahead log during the copy.
        let snapshot = try? SQLiteDatabase(path: path, readOnly: true)
        try? snapshot?.execute("BEGIN DEFERRED; SELECT count(*) FROM sqlite_schema;")
        defer { try? snapshot?.execute("ROLLBACK") }
        do {
            try FileSystemSupport.copyFile(from: path, to: backup)
            if FileSystemSupport.size(atPath: path + "-wal") ?? 0 > 0 {
                try FileSystemSupport.copyFile(from: path + "-wal", to: backup + "-wal")
            }
        } catch {
            throw .storage(path: path, detail: "it could not be backed up (\(error))")
        }
        return backup
    }

    /// `<path>.<kind>-<UTC time>`, with a counter added when that name is taken.
    func availableName(_ kind: String) throws(WeatherError) -> String {
        let time = Date.ISO8601FormatStyle(
            dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted, timeZone: .gmt)
        let stem = "\(path).\(kind)-\(clock.now.formatted(time))"
        for number in 1...1_000 {
            let name = number == 1 ? stem : "\(stem)-\(number)"
            if !FileSystemSupport.exists(atPath: name), !FileSystemSupport.exists(atPath: name + "-wal") {
                return name
            }
        }
        throw .storage(path: path, detail: "no free name for a \(kind) file beside it")
    }

    private func health(
        exists: Bool, version: Int?, integrity: [String], counts: (places: Int, observations: Int)?,
        problems: [String]
    ) -> DatabaseHealth {
        DatabaseHealth(
            path: path, exists: exists, schemaVersion: version,
            supportedSchemaVersion: supportedSchemaVersion,
            integrity: integrity, placeCount: counts?.places, observationCount: counts?.observations,
            problems: problems)
    }

    /// Saved places and places with an observation; zero for a file with no tables yet, nil when unreadable.
    private static func counts(in database: SQLiteDatabase) -> (places: Int, observations: Int)? {
        if (try? database.query("SELECT count(*) AS n FROM sqlite_schema").first?.int("n")) == 0 {
            return (0, 0)
        }
        // A place only looked at is not saved; a file from before looks were kept has no `listed` column.
        let columns =
            (try? database.query("PRAGMA table_info(place)"))?.compactMap { $0.string("name") } ?? []
        let saved = columns.contains("listed") ? " WHERE p.listed = 1" : ""
        guard let places = try? database.query("SELECT count(*) AS n FROM place p" + saved).first?.int("n"),
            let observations = try? database.query(
                "SELECT count(*) AS n FROM observation o JOIN place p ON p.id = o.place_id" + saved
            ).first?.int("n")
        else { return nil }
        return (places, observations)
    }

    /// A problem naming the saved places that no name reaches (`Place.unreachable`), none when each is reached.
    private static func unreachablePlaces(in database: SQLiteDatabase) -> [String] {
        let unreachable: [Place]
        do {
            unreachable = Place.unreachable(among: try PlaceRow.savedPlacesWithNames(in: database))
        } catch {
            return ["the names of its saved places cannot be read: \(problem(error))"]
        }
        guard !unreachable.isEmpty else { return [] }
        let labels = unreachable.prefix(5).map { place in
            "\""
                + ([place.name] + [place.region].compactMap { $0 } + [place.countryCode]).joined(
                    separator: ", ")
                + "\""
        }
        let more = unreachable.count > labels.count ? " and \(unreachable.count - labels.count) more" : ""
        guard unreachable.count > 1 else {
            return [
                "no name reaches the saved place \(labels[0]): each name it answers to names another saved place "
                    + "as well, so it cannot be shown or deleted"
            ]
        }
        return [
            "no name reaches \(unreachable.count) saved places, \(labels.joined(separator: ", "))\(more): each "
                + "name they answer to names another saved place as well, so they cannot be shown or deleted"
        ]
    }

    /// Why the file cannot be brought to this version's schema, tried on a copy in memory; nil when it can,
    /// or is there already.
    private static func migrationFault(of database: SQLiteDatabase, at version: Int) -> String? {
        guard version != WeatherSchema.migrations.count else { return nil }
        do {
            try WeatherSchema.migrator.migrate(try database.copyInMemory())
            return nil
        } catch  where error.isSchemaDamaged {
            return "its schema version does not match its tables (\(error.message))"
        } catch {
            return problem(error)
        }
    }

    static func problem(_ error: any Error) -> String {
        guard let error = error as? SQLiteError else { return "\(error)" }
        if error.isCorrupt { return "it is not a SQLite database, or it is damaged (\(error.message))" }
        if error.isReadOnly {
            return
                "SQLite cannot open it, because the file or its folder cannot be written (\(error.message))"
        }
        return "SQLite cannot use it (\(error.message))"
    }
}
