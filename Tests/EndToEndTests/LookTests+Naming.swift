import Foundation
import Testing

extension LookTests {
    @Test func wxappPlaceIsShowAndABareWxappShowsTheHomeThenTheList() async throws {
        try await Sandbox.runPatiently { sandbox in
            let empty = try await sandbox.wxapp()
            #expect(
                empty.exitCode == 0
                    && empty.stdout == """
                        No places saved yet. Try:
                          wxapp Tokyo        the weather anywhere, without saving it
                          wxapp add Tokyo    save a place; a bare wxapp then shows it first

                        """,
                "\(empty)")

            let look = try await sandbox.wxapp("Paris,FR", "-f", "plain")
            let show = try await sandbox.wxapp("show", "Paris,FR", "-f", "plain")
            #expect(
                look.exitCode == 0 && look.stdout.agesErased == show.stdout.agesErased, "\(look)\n\(show)")
            #expect(try await Self.listed(sandbox) == [])

            #expect(try await sandbox.wxapp("add", "Tokyo", "Madrid,ES").exitCode == 0)
            let card = try await sandbox.wxapp("show", "Tokyo", "-o", "-f", "plain")
            let list = try await sandbox.wxapp("list", "-o", "-f", "plain")
            let bare = try await sandbox.wxapp("-o", "-f", "plain")
            #expect(bare.exitCode == 0, "\(bare)")
            #expect(
                bare.stdout == card.stdout + "\n" + list.stdout,
                "the first saved place, then the list: \(bare)")

            let set = try await sandbox.wxapp("config", "set", "home", "Paris,FR")
            #expect(set.exitCode == 0, "\(set)")
            let home = try await sandbox.wxapp("-o", "-f", "plain")
            let paris = try await sandbox.wxapp("show", "Paris,FR", "-o", "-f", "plain")
            #expect(home.stdout == paris.stdout + "\n" + list.stdout, "the home, then the list: \(home)")
            #expect(try await Self.listed(sandbox) == ["Tokyo", "Madrid"], "the home is not saved")

            let json = try ReportDocument.object(try await sandbox.wxapp("-o", "-f", "json").stdout)
            let document = try #require(json as? [String: Any])
            #expect((document["home"] as? [String: Any])?["name"] as? String == "Paris", "\(document)")
            #expect(
                (document["places"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                    "Tokyo", "Madrid",
                ])

            // A home that cannot be shown is said, with its exit code, and the list is shown all the same.
            #expect(try await sandbox.wxapp("config", "set", "home", "Qwertyville").exitCode == 0)
            let broken = try await sandbox.wxapp("-o", "-f", "plain")
            #expect(broken.exitCode == 66 && broken.stdout == list.stdout, "\(broken)")
            #expect(broken.stderr.contains("\"Qwertyville\""), "\(broken)")
        }
    }

    /// A command given several places does each one it can, reports each one it could not, says what it did
    /// and exits with the worst code.
    @Test func severalPlacesAreEachDoneOrReportedWithTheWorstExitCode() async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp("add", "Lima", "Japn", "-f", "plain")
            #expect(add.exitCode == 66, "\(add)")
            #expect(add.stdout.hasPrefix("Lima, PE\n"), "\(add)")
            #expect(
                add.stderr
                    == "wxapp: No country or city called \"Japn\" was found. Did you mean \"Japan\" or \"Jaén\"?\n"
                    + "wxapp: Saved Lima, PE; 1 of 2 could not be added.\n", "\(add)")
            #expect(try await Self.listed(sandbox) == ["Lima"])

            #expect(try await sandbox.wxapp("add", "Vienna,AT").exitCode == 0)
            let delete = try await sandbox.wxapp("delete", "Vienna", "Nowhere", "-f", "json")
            #expect(delete.exitCode == 66, "\(delete)")
            #expect(
                try ReportDocument.placeObjects(delete.stdout).map { $0["name"] as? String } == ["Vienna"])
            #expect(
                delete.stderr.hasPrefix("wxapp: \"Nowhere\" is not among your saved places."), "\(delete)")
            #expect(try await Self.listed(sandbox) == ["Lima"])

            // Shown: Lima; not cached offline: Madrid (69); not known offline: Qwertyville (66).
            let show = try await sandbox.wxapp("show", "Lima", "Madrid,ES", "Qwertyville", "-o", "-f", "json")
            #expect(show.exitCode == 69, "the worst of 69 and 66: \(show)")
            #expect(try ReportDocument.placeObjects(show.stdout).map { $0["name"] as? String } == ["Lima"])
            let lines = show.stderr.split(separator: "\n")
            #expect(
                lines.count == 2 && lines[0].contains("Madrid") && lines[1].contains("Qwertyville"), "\(show)"
            )

            let export = try await sandbox.wxapp("export")
            #expect(try ReportDocument.placeObjects(export.stdout).map { $0["name"] as? String } == ["Lima"])
        }
    }

    /// Words that together name a place known offline are that one place: no quotes needed.
    @Test func aNameOfSeveralWordsNeedsNoQuotes() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let alerts = try await sandbox.wxapp("alerts", "New", "York")
                #expect(alerts.exitCode == 0 && alerts.stdout.hasPrefix("New York, US"), "\(alerts)")

                let show = try await sandbox.wxapp("show", "New", "York", "Paris,FR", "-f", "json")
                #expect(show.exitCode == 0, "\(show)")
                #expect(
                    try ReportDocument.placeObjects(show.stdout).map { $0["name"] as? String } == [
                        "New York City", "Paris",
                    ])
                let air = try await sandbox.wxapp("air", "New", "York", "-o")
                #expect(air.exitCode == 69 && air.stderr.contains("New York, US"), "one place: \(air)")

                let add = try await sandbox.wxapp("add", "Salt", "Lake", "City", "Lima")
                #expect(add.exitCode == 0, "\(add)")
                #expect(try await Self.listed(sandbox) == ["Salt Lake City", "Lima"])
                let delete = try await sandbox.wxapp("delete", "Salt", "Lake", "City")
                #expect(delete.stdout == "Deleted Salt Lake City, US.\n", "\(delete)")

                // Words that name nothing together stay apart, each its own place.
                let apart = try await sandbox.wxapp("show", "Lima", "Qwertyville", "-o", "-f", "plain")
                #expect(apart.exitCode == 66 && apart.stdout.hasPrefix("Lima, PE\n"), "\(apart)")
                #expect(apart.stderr.contains("\"Qwertyville\""), "\(apart)")
            }
        }
    }
}
