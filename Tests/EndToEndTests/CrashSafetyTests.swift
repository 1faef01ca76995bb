import Foundation
import Infrastructure
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
            await sandbox.server.setFault(
                ServerFault(reply: .stamped, delay: .milliseconds(20)), for: .weather)
            let runner = sandbox.runner
            let server = sandbox.server
            var latest = originals
            var killed = 0

            for iteration in 0..<50 {
                // Kill when the refresh has sent a random number of its requests, give or take a few ms,
                // so the moment falls anywhere in it: before a reply, between a reply and its save, mid-save.
                let sent = await server.requests(to: .weather).count
                let requests = Int.random(in: 1...Self.countries.count)
                let extra = Duration.milliseconds(Int.random(in: 0...25))
                let delay = "\(requests) requests + \(extra)"
                let landed = try await runner.runKilled(["list", "--refresh"], extra: extra) {
                    await server.requests(to: .weather).count >= sent + requests
                }
                if landed { killed += 1 }

                #expect(
                    try DatabaseSnapshot.integrity(of: path) == ["ok"], "after kill \(iteration) at \(delay)")
                let rows = try Self.rows(at: path)
                #expect(
                    rows.map(\.country) == originals.map(\.country), "after kill \(iteration) at \(delay)")
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
