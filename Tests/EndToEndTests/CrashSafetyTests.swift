import Foundation
import Infrastructure
import LoopbackSupport
import Testing

/// `kill -9` in the middle of a refresh, again and again: the database always opens, passes its integrity
/// check and holds every saved place with a whole observation (never half of one).
struct CrashSafetyTests {
    static let countries = [
        "Japan", "France", "Spain", "Italy", "Peru", "Chile", "Kenya", "Egypt", "Canada", "Brazil", "India",
        "Mexico",
    ]

    /// One saved place as the test reads it back straight from the file.
    struct SavedRow: Equatable {
        let country: String
        let kelvin: Double?
        let fetchedAt: Double?
        /// The groups of its conditions, as sent.
        let summaries: String?
    }

    static func rows(at path: String) throws -> [SavedRow] {
        let database = try SQLiteDatabase(path: path)
        return try database.query(
            """
            SELECT p.country_code, o.temperature_k, o.fetched_at,
                (SELECT group_concat(summary, '|') FROM observation_condition c WHERE c.place_id = p.id)
                    AS summaries
            FROM place p LEFT JOIN observation o ON o.place_id = p.id ORDER BY p.id
            """
        ).map { row in
            SavedRow(
                country: row.string("country_code") ?? "?", kelvin: row.double("temperature_k"),
                fetchedAt: row.double("fetched_at"), summaries: row.string("summaries"))
        }
    }

    /// True when a row's observation is whole: a stamped reply's temperature matches its own condition.
    static func isWhole(_ row: SavedRow, original: SavedRow) -> Bool {
        guard let kelvin = row.kelvin, row.fetchedAt != nil, let summaries = row.summaries else {
            return false
        }
        if row == original { return true }
        let serial = Int(((kelvin - 250) * 10).rounded())
        return summaries == "stamp \(serial)"
    }

    @Test func killingRefreshesAtRandomMomentsLosesNothing() async throws {
        try await TestLoad.shared.run(slots: 2) { try await Self.killRefreshes() }
    }

    static func killRefreshes() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp(arguments: ["add"] + Self.countries).exitCode == 0)
            let path = sandbox.databaseURL.path
            let originals = try Self.rows(at: path)
            #expect(originals.count == Self.countries.count)
            await sandbox.server.setFault(ServerFault(reply: .stamped), for: .weather)
            let runner = sandbox.runner
            let server = sandbox.server
            let writes = try FileWrites(
                in: sandbox.databaseURL.deletingLastPathComponent(), prefix: "wxapp.sqlite3")
            defer { writes.stop() }
            var latest = originals
            var killed = 0

            for iteration in 0..<50 {
                // wxapp saves once every reply is in. Every other run is held after a random number of replies
                // and killed there, before a reply; the others have every reply and are killed after a random
                // number of writes to the database: a refresh writes about 10 before its first save, and 60 to
                // 130 in all (the kernel counts writes to one file that follow each other unread as one).
                let sent = await server.requests(to: .weather).count
                let wrote = writes.count
                let repliesBefore = Int.random(in: 0..<Self.countries.count)
                let writesBefore = Int.random(in: 10...60)
                let moment =
                    iteration.isMultiple(of: 2) ? "\(repliesBefore) replies" : "\(writesBefore) writes"
                if iteration.isMultiple(of: 2) { await server.admit(repliesBefore, to: .weather) }
                let landed = try await runner.runKilled(["list", "--refresh"]) {
                    if iteration.isMultiple(of: 2) {
                        await server.until(.received(sent + repliesBefore + 1, .weather))
                    } else {
                        await writes.until(wrote + writesBefore)
                    }
                }
                // The killed run's held requests are answered (to no one) before the next run's are counted.
                await server.release([.weather])
                let drained = await EventWait.happens(within: .seconds(20)) {
                    await server.until(.noneHeld(.weather))
                }
                #expect(drained, "requests of a killed run stayed held")
                if landed { killed += 1 }

                #expect(
                    try DatabaseSnapshot.integrity(of: path) == ["ok"], "after kill \(iteration) at \(moment)"
                )
                let rows = try Self.rows(at: path)
                #expect(
                    rows.map(\.country) == originals.map(\.country), "after kill \(iteration) at \(moment)")
                for (row, (original, previous)) in zip(rows, zip(originals, latest)) {
                    #expect(Self.isWhole(row, original: original), "half an observation: \(row)")
                    #expect(
                        (row.fetchedAt ?? 0) >= (previous.fetchedAt ?? 0), "an older observation came back")
                }
                latest = rows
            }

            #expect(killed >= 25, "most runs were killed while they refreshed (\(killed) of 50)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(list.exitCode == 0, "\(list)")
            #expect(try ReportDocument.list(list.stdout).places.count == Self.countries.count)
        }
    }
}
