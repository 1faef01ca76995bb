import Domain
import FoundationEssentials
import Infrastructure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension SQLiteDatabaseMaintenance {
    /// Backs the file up, copies every place whose last observation can still be read into a new file, and
    /// renames the new file over the old one. Any failure before the rename leaves the old file in place.
    public func rebuild() async throws(WeatherError) -> DatabaseRebuild {
        let health = try await check()
        guard !health.isFromANewerVersion else {
            throw .storage(path: path, detail: "a newer wxapp wrote it; this one will not rebuild it")
        }
        let backup = try await backUp()
        let (found, kept) = salvage()
        let fresh = try availableName("rebuild")
        do {
            try write(kept, to: fresh)
            if FileSystemSupport.exists(atPath: path + "-wal") {
                // The log belongs to the old file: keep it with the backup, never let it meet the new file.
                try FileSystemSupport.replaceFile(at: backup + "-wal", with: path + "-wal")
                if FileSystemSupport.size(atPath: backup + "-wal") == 0 { unlink(backup + "-wal") }
            }
            unlink(path + "-shm")
            try FileSystemSupport.replaceFile(at: path, with: fresh)
        } catch {
            unlink(fresh)
            unlink(fresh + "-wal")
            unlink(fresh + "-shm")
            throw .storage(path: path, detail: "it could not be rebuilt (\(Self.problem(error)))")
        }
        return DatabaseRebuild(backupPath: backup, foundPlaces: found, keptPlaces: kept.count)
    }

    /// How many places the old file names, and those whose observation can still be read, in saved order.
    func salvage() -> (found: Int, kept: [Report<CurrentWeather>]) {
        guard let database = try? SQLiteDatabase(path: path, readOnly: true) else { return (0, []) }
        let ids = placeIDs(in: database)
        let kept = ids.compactMap { id -> Report<CurrentWeather>? in
            guard
                let row = try? database.query(ObservationRow.selectAll + " WHERE p.id = ?", [.integer(id)])
                    .first
            else { return nil }
            let conditions =
                (try? database.query(
                    "SELECT * FROM observation_condition WHERE place_id = ? ORDER BY position", [.integer(id)]
                ))?
                .compactMap(ObservationRow.condition(from:)) ?? []
            guard let observation = ObservationRow.observation(from: row, conditions: conditions) else {
                return nil
            }
            // The names it answers to, where they can still be read (a file from before they were kept has none).
            let aliases = try? PlaceRow.aliases(of: id, ownName: observation.place.name, in: database)
            return Report(
                place: observation.place.adding(aliases ?? .none), value: observation.value,
                fetchedAt: observation.fetchedAt, origin: .offline)
        }
        return (ids.count, kept)
    }

    /// The ids of the place table's saved places (a place only looked at is a cache, not salvaged); when the
    /// table cannot be scanned, every id up to the largest is probed alone.
    private func placeIDs(in database: SQLiteDatabase) -> [Int64] {
        if let rows = try? database.query("SELECT * FROM place ORDER BY id") {
            return rows.compactMap { $0.int("listed") == 0 ? nil : $0.int64("id") }
        }
        let largest = (try? database.query("SELECT max(id) AS id FROM place").first?.int64("id")) ?? 10_000
        return (1...max(1, min(largest, 100_000))).filter { id in
            (try? database.query("SELECT id FROM place WHERE id = ?", [.integer(id)]).isEmpty) == false
        }
    }

    /// A new database at `fresh` holding `observations`, self-contained (no write-ahead log) once written.
    private func write(_ observations: [Report<CurrentWeather>], to fresh: String) throws {
        let database = try SQLiteDatabase(path: fresh)
        try database.execute("PRAGMA journal_mode = DELETE")
        try WeatherSchema.migrator.migrate(database)
        try database.transaction {
            for observation in observations {
                try ObservationRow.insert(observation, listing: .listed, into: database)
            }
            // A file no newer version opened may hold one place under two spellings; the new one never does.
            try PlaceRow.mergeSpellings(database)
        }
        guard try database.integrityCheck() == ["ok"] else {
            throw SQLiteError(code: 0, message: "the rebuilt file failed its integrity check", path: fresh)
        }
    }
}
