import Foundation
import LoopbackSupport
import Testing

/// A database written by wxapp 0.1.0 (schema 3), committed as it was written, opens after the upgrade with
/// every place and reading intact, and is found by the names its places were added with.
@Suite(.serialized, OptionalTool.needed(.sqlite3)) struct DatabaseUpgradeTests {
    /// Tests/EndToEndTests/Fixtures/wxapp-0.1.0-schema3.db: eleven places and two forecasts, added by
    /// 0.1.0 as `add Japan Tromso Lodz "Paris,FR" Winston-Salem "Springfield,IL,US" Bogota "London,GB"
    /// "London,CA" Spain "Côte d'Ivoire"`, then `forecast Tokyo` and `forecast Bogota`.
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wxapp-0.1.0-schema3.db")

    /// A copy of the fixture in the sandbox; the committed file is never opened for writing.
    private static func copy(into sandbox: Sandbox) throws -> String {
        let path = sandbox.directory.appendingPathComponent("old.sqlite3").path
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
    }

    /// What the sqlite3 shell prints for `sql`: the file read by SQLite's own program, not by wxapp's code.
    private static func sqlite(_ path: String, _ sql: String) throws -> String {
        try OptionalTool.sqlite3.require()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OptionalTool.sqlite3.path)
        process.arguments = [path, sql]
        let output = Pipe()
        process.standardOutput = output
        try SpawnGate.spawning { try process.run() }
        process.waitUntilExit()
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    @Test func everyPlaceAndReadingIsKeptAndTheSchemaIsUpgraded() async throws {
        try await Sandbox.run { sandbox in
            let path = try Self.copy(into: sandbox)
            let before = try Self.sqlite(
                path, "SELECT name, temperature_k FROM place JOIN observation ON place_id = id ORDER BY id")
            #expect(try Self.sqlite(path, "PRAGMA user_version") == "3\n")

            let list = try await sandbox.wxapp("list", "--offline", "--format", "json", "--db", path)

            #expect(list.exitCode == 0, "\(list)")
            let places = try ReportDocument.list(list.stdout).places
            #expect(
                places.map(\.name) == [
                    "Tokyo", "Tromsø", "Łódź", "Paris", "Winston-Salem", "Springfield", "Bogotá", "London",
                    "London",
                    "Madrid", "Yamoussoukro",
                ])
            #expect(
                places.map(\.country) == ["JP", "NO", "PL", "FR", "US", "US", "CO", "GB", "CA", "ES", "CI"])
            #expect(try Self.sqlite(path, "PRAGMA user_version") == "21\n")
            #expect(
                try Self.sqlite(path, "SELECT count(*) FROM air_quality") == "0\n", "the new table is there")
            #expect(
                try Self.sqlite(
                    path,
                    "SELECT name, temperature_k FROM place JOIN observation ON place_id = id ORDER BY id")
                    == before, "every reading as it was")
            #expect(try Self.sqlite(path, "SELECT count(*) FROM forecast_entry") == "80\n")
            #expect(try Self.sqlite(path, "PRAGMA integrity_check") == "ok\n")
        }
    }

    @Test(arguments: [
        ("Japan", "Tokyo, JP"), ("Tromso", "Tromsø, NO"), ("Lodz", "Łódź, PL"), ("Paris,FR", "Paris, FR"),
        ("Winston-Salem", "Winston-Salem, North Carolina, US"),
        ("Springfield,IL,US", "Springfield, Illinois, US"), ("Bogota", "Bogotá, CO"),
        ("London,GB", "London, GB"),
        ("London,CA", "London, CA"), ("Spain", "Madrid, ES"), ("Côte d'Ivoire", "Yamoussoukro, CI"),
    ])
    func eachPlaceIsFoundByTheNameItWasAddedWith(added: String, title: String) async throws {
        try await Sandbox.run { sandbox in
            let path = try Self.copy(into: sandbox)

            let show = try await sandbox.wxapp("show", added, "--offline", "--format", "plain", "--db", path)

            #expect(show.exitCode == 0 && show.stdout.hasPrefix(title + "\n"), "\(show)")
        }
    }

    /// The forecast kept by 0.1.0 is found by its place's name. Its days are those of 24-29 November 2026:
    /// within them it is shown, and once they have passed wxapp says the kept forecast ends before today,
    /// naming the place it found. The clock is set for each, never read from the machine.
    @Test func aForecastKeptBy010IsFoundOffline() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            let path = try Self.copy(into: sandbox)

            sandbox.setClock(to: Date(timeIntervalSince1970: 1_795_694_400))  // 2026-11-26 12:00 UTC
            let within = try await sandbox.wxapp(
                "forecast", "Japan", "--offline", "--format", "plain", "--db", path)
            sandbox.setClock(to: Date(timeIntervalSince1970: 1_796_472_000))  // 2026-12-05 12:00 UTC
            let after = try await sandbox.wxapp(
                "forecast", "Japan", "--offline", "--format", "plain", "--db", path)

            #expect(within.exitCode == 0 && within.stdout.contains("Tokyo, JP"), "\(within)")
            #expect(after.exitCode != 0, "\(after)")
            #expect(
                after.stderr.hasPrefix("wxapp: The forecast for Tokyo, JP, fetched ")
                    && after.stderr.contains("ends before today"), "\(after)")
        }
    }

    /// 0.1.0 could save one place twice, under two spellings of one name (Tromsø, then Tromso from a
    /// geocoder), which no name told apart: `delete Tromso` removed one, and the other was lost to every
    /// command. `doctor` names the one no name reaches; the upgrade merges them into the row saved first, with the newer
    /// weather and both names, so that every spelling finds the one place and `delete` removes it.
    @Test func twoSpellingsOfOnePlaceAreMergedWithTheNewerWeather() async throws {
        try await Sandbox.run { sandbox in
            let path = try Self.copy(into: sandbox)
            _ = try Self.sqlite(
                path,
                """
                INSERT INTO place VALUES (12, 'Tromso', 'NO', 'Troms', 69.65, 18.96);
                CREATE TEMP TABLE newer AS SELECT * FROM observation WHERE place_id = 2;
                UPDATE newer SET place_id = 12, fetched_at = fetched_at + 100, temperature_k = 290.15;
                INSERT INTO observation SELECT * FROM newer;
                """)

            let before = try await sandbox.wxapp("doctor", "--db", path)

            #expect(before.exitCode == 74, "\(before)")
            // "Tromso,Troms,NO" reaches the row with a region; no name reaches the other.
            #expect(
                before.stdout.contains(
                    #"no name reaches the saved place "Tromsø, NO": each name it answers to names another "#
                        + "saved place as well, so it cannot be shown or deleted\n"),
                "\(before)")
            #expect(try Self.sqlite(path, "PRAGMA user_version") == "3\n", "doctor changes nothing")

            let list = try await sandbox.wxapp(
                "list", "--offline", "--format", "json", "--units", "standard", "--db", path)

            let places = try ReportDocument.list(list.stdout).places
            #expect(places.count == 11 && places[1].name == "Tromsø", "\(list)")
            #expect(places[1].weather.temperature == .init(value: 290.15, unit: "K"), "the newer weather")
            for spelling in ["Tromso", "Tromsø", "TROMSO,NO", "Tromso,Troms,NO"] {
                let show = try await sandbox.wxapp(
                    "show", spelling, "--offline", "--format", "plain", "--db", path)
                #expect(show.exitCode == 0 && show.stdout.hasPrefix("Tromsø, Troms, NO\n"), "\(show)")
            }
            let doctor = try await sandbox.wxapp("doctor", "--format", "plain", "--db", path)
            #expect(doctor.exitCode == 0, "\(doctor)")
            #expect(
                doctor.stdout.contains("Places: 11 saved, 11 with weather\nStatus: healthy\n"), "\(doctor)")
            let export = try await sandbox.wxapp("export", "--db", path)
            #expect(export.stdout.components(separatedBy: #""name" : "Tromsø""#).count == 2, "\(export)")
            #expect(!export.stdout.contains(#""Tromso""#), "\(export)")

            let delete = try await sandbox.wxapp("delete", "Tromso", "--db", path)

            #expect(delete.exitCode == 0 && delete.stdout == "Deleted Tromsø, NO.\n", "\(delete)")
            #expect(try Self.sqlite(path, "SELECT count(*) FROM place WHERE name LIKE 'Troms%'") == "0\n")
            #expect(try await sandbox.wxapp("doctor", "--db", path).exitCode == 0)
        }
    }
}
