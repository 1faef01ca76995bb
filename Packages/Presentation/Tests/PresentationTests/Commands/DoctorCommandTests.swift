import Domain
import Testing

@testable import Presentation

struct DoctorCommandTests {
    static func fakes(_ maintenance: StubDatabaseMaintenance) -> FakeServices {
        var fakes = FakeServices()
        fakes.maintenance = maintenance
        return fakes
    }

    static let damaged = StubDatabaseMaintenance.health(
        integrity: ["*** in database main ***", "Page 7: btreeInitPage() returns error code 11"],
        placeCount: nil, observationCount: nil,
        problems: [
            "the integrity check found damage: *** in database main ***; Page 7: btreeInitPage() returns error code 11"
        ])

    @Test func aHealthyDatabaseIsDescribed() async {
        let run = await CommandLineRun.of(["doctor"], in: Self.fakes(StubDatabaseMaintenance()))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        Database   /home/ann/.local/share/wxapp/wxapp.sqlite3
                        Schema     version 2 (this wxapp knows up to 2)
                        Integrity  ok
                        Places     2 saved, 2 with weather
                        Status     healthy

                        """, stderr: ""))
    }

    @Test func problemsAreListedAndExit74WithWhatToDo() async {
        let run = await CommandLineRun.of(
            ["doctor", "--format", "plain"],
            in: Self.fakes(StubDatabaseMaintenance(before: Self.damaged)))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 74,
                    stdout: """
                        Database: /home/ann/.local/share/wxapp/wxapp.sqlite3
                        Schema: version 2 (this wxapp knows up to 2)
                        Integrity: *** in database main ***; Page 7: btreeInitPage() returns error code 11
                        Status: problems found
                        Problem: the integrity check found damage: *** in database main ***; Page 7: btreeInitPage() returns error code 11

                        """,
                    stderr:
                        "wxapp: The database /home/ann/.local/share/wxapp/wxapp.sqlite3 has problems: the "
                        + "integrity check found damage: *** in database main ***; Page 7: btreeInitPage() returns "
                        + "error code 11. Run \"wxapp doctor --rebuild\" to keep every place that can still be read "
                        + "(the file is backed up first).\n"))
    }

    @Test func aRebuildSaysWhatWasKeptAndWhereTheOldFileIs() async {
        let maintenance = StubDatabaseMaintenance(
            before: Self.damaged, after: StubDatabaseMaintenance.health(placeCount: 2, observationCount: 2))

        let run = await CommandLineRun.of(["doctor", "--rebuild"], in: Self.fakes(maintenance))

        #expect(run.exitCode == 0, "\(run)")
        #expect(
            run.stdout == """
                Database   /home/ann/.local/share/wxapp/wxapp.sqlite3
                Schema     version 2 (this wxapp knows up to 2)
                Integrity  ok
                Places     2 saved, 2 with weather
                Backup     /home/ann/.local/share/wxapp/wxapp.sqlite3.backup-20240501T120000Z
                Rebuilt    kept 2 of 3 places
                Status     healthy

                """)
        #expect(maintenance.recorded == ["check", "rebuild", "check"])
    }

    @Test func theReportAsJSON() async {
        let run = await CommandLineRun.of(
            ["doctor", "--backup", "--format", "json"], in: Self.fakes(StubDatabaseMaintenance()))

        #expect(run.exitCode == 0)
        #expect(
            run.stdout == """
                {
                  "backup" : "/home/ann/.local/share/wxapp/wxapp.sqlite3.backup-20240501T120000Z",
                  "exists" : true,
                  "healthy" : true,
                  "integrity" : [
                    "ok"
                  ],
                  "path" : "/home/ann/.local/share/wxapp/wxapp.sqlite3",
                  "places" : 2,
                  "placesWithWeather" : 2,
                  "problems" : [],
                  "providers" : [],
                  "rebuild" : null,
                  "schemaVersion" : 2,
                  "supportedSchemaVersion" : 2
                }

                """)
    }

    @Test func aMissingFileIsNotAProblem() async {
        let maintenance = StubDatabaseMaintenance(
            before: StubDatabaseMaintenance.health(
                exists: false, schemaVersion: nil, integrity: [], placeCount: nil, observationCount: nil))

        let run = await CommandLineRun.of(["doctor", "--format", "plain"], in: Self.fakes(maintenance))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        Database: /home/ann/.local/share/wxapp/wxapp.sqlite3
                        Status: not created yet; wxapp creates it when it first saves a place

                        """, stderr: ""))
    }

    @Test func aFileFromANewerVersionIsNotOfferedARebuild() async {
        let maintenance = StubDatabaseMaintenance(
            before: StubDatabaseMaintenance.health(
                schemaVersion: 9,
                problems: ["a newer wxapp wrote it (schema version 9; this wxapp knows up to 2)"]))

        let run = await CommandLineRun.of(["doctor"], in: Self.fakes(maintenance))

        #expect(run.exitCode == 74)
        #expect(
            run.stderr
                == "wxapp: The database /home/ann/.local/share/wxapp/wxapp.sqlite3 was written by a newer version of "
                + "wxapp. Update wxapp to use it, or go on with another file with --db.\n")
    }

    @Test func aRefusedRebuildIsAStorageError() async {
        let maintenance = StubDatabaseMaintenance(before: StubDatabaseMaintenance.health(schemaVersion: 9))

        let run = await CommandLineRun.of(["doctor", "--rebuild"], in: Self.fakes(maintenance))

        #expect(run.exitCode == 74)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "wxapp: The database /home/ann/.local/share/wxapp/wxapp.sqlite3 could not be used: a newer wxapp wrote it"
            ))
    }
}
