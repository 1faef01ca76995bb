import Foundation
import Testing

/// A look at any place without saving it: `show`, `forecast`, `air`, `normals`, `alerts` and `line` take a
/// place that is not saved, show it, keep its weather for the next look (instant, and offline) and never
/// put it on the list.
@Suite(.serialized) struct LookTests {
    static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        sandbox.environment["WXAPP_NWS_URL"] = url
        sandbox.environment["WXAPP_METNO_URL"] = url
    }

    /// The saved list as `list` prints it.
    static func listed(_ sandbox: Sandbox) async throws -> [String] {
        let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
        #expect(list.exitCode == 0, "\(list)")
        return try ReportDocument.list(list.stdout).places.map(\.name)
    }

    @Test func everyCommandThatShowsWeatherTakesAPlaceNotSavedAndNeverSavesIt() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)

                for command in [
                    ["show", "Paris,FR"], ["forecast", "Paris,FR"], ["air", "Paris,FR"],
                    ["normals", "Paris,FR"],
                    ["alerts", "Paris,FR"], ["line", "Paris,FR"],
                ] {
                    let run = try await sandbox.wxapp(arguments: command)
                    #expect(run.exitCode == 0, "\(run)")
                    #expect(run.stdout.lowercased().contains("paris"), "\(run)")
                    #expect(try await Self.listed(sandbox) == ["Tokyo"], "\(command) saved nothing")
                }
                let asked = await meteo.requests.count

                // The next look is instant and works offline: nothing is asked again.
                for command in [
                    ["show", "Paris,FR"], ["forecast", "Paris"], ["air", "paris"], ["normals", "Paris, FR"],
                    ["show", "Paris", "--offline"], ["forecast", "Paris", "--offline"], ["line", "Paris"],
                ] {
                    let run = try await sandbox.wxapp(arguments: command)
                    #expect(run.exitCode == 0 && run.stdout.lowercased().contains("paris"), "\(run)")
                }
                #expect(await meteo.requests.count == asked, "served from what the first looks kept")

                // A place looked at is not saved: delete and export know nothing of it.
                let delete = try await sandbox.wxapp("delete", "Paris")
                #expect(delete.exitCode == 66, "\(delete)")
                #expect(delete.stderr.contains("is not among your saved places"), "\(delete)")
                let export = try await sandbox.wxapp("export")
                #expect(export.exitCode == 0 && !export.stdout.contains("Paris"), "\(export)")
                let completed = try await CompletingShell(kind: .bash, sandbox: sandbox).complete([
                    "wxapp delete Pa", "wxapp delete To",
                ])
                #expect(
                    completed.map(\.offered) == [[], ["Tokyo"]], "only saved places complete: \(completed)")
            }
        }
    }

    @Test func addingAPlaceLookedAtPutsItOnTheListWithWhatWasKept() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("forecast", "Madrid,ES").exitCode == 0)
            #expect(try await Self.listed(sandbox) == [])

            let add = try await sandbox.wxapp("add", "Madrid,ES")
            #expect(add.exitCode == 0, "\(add)")
            #expect(try await Self.listed(sandbox) == ["Madrid"])
            let forecast = try await sandbox.wxapp("forecast", "Madrid", "--offline")
            #expect(forecast.exitCode == 0, "the forecast kept by the look stays with the place: \(forecast)")

            // `delete --all` empties the list, the looked-at place with it once it is saved.
            #expect(try await sandbox.wxapp("delete", "--all").exitCode == 0)
            #expect(try await Self.listed(sandbox) == [])
        }
    }

    /// A place looked at joins the list with what is kept of it when it cannot be fetched: offline, or
    /// with its service failing; a place looked at only for its forecast is found again offline.
    @Test func aPlaceLookedAtIsAddedWithItsKeptCopyAndFoundAgainByWhatIsKept() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("show", "Berlin,DE").exitCode == 0)
            let offline = try await sandbox.wxapp("add", "Berlin", "--offline")
            #expect(offline.exitCode == 0, "\(offline)")
            #expect(try await Self.listed(sandbox) == ["Berlin"])

            #expect(try await sandbox.wxapp("show", "Vienna,AT").exitCode == 0)
            await sandbox.server.setFault(.status(503, body: #"{"cod":503,"message":"busy"}"#))
            let failing = try await sandbox.wxapp("add", "Vienna,AT")
            #expect(failing.exitCode == 0 && failing.stderr.contains("showing cached data"), "\(failing)")
            #expect(try await Self.listed(sandbox) == ["Berlin", "Vienna"])
            await sandbox.server.setFault(nil)

        }
    }

    /// A place only the geocoder knows, looked at for its forecast alone, is found again by its name: offline,
    /// and online without a second lookup.
    @Test func aPlaceLookedAtForItsForecastAloneIsFoundAgainWithoutALookup() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("forecast", "Kinosaki").exitCode == 0)
                let lookups = await meteo.requests.filter { $0.path == "/v1/search" }.count
                #expect(lookups == 1)

                let offline = try await sandbox.wxapp("forecast", "Kinosaki", "--offline")
                #expect(offline.exitCode == 0 && offline.stdout.contains("KINOSAKI"), "\(offline)")
                #expect(try await sandbox.wxapp("forecast", "Kinosaki").exitCode == 0)
                #expect(await meteo.requests.filter { $0.path == "/v1/search" }.count == lookups)
            }
        }
    }

    /// The latest twenty places looked at are kept, and every one looked at within the hour; a look again
    /// makes a place the latest.
    @Test func aLookNeverCrowdsOutAnythingAndOnlyTheLatestTwentyAreKept() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            let cities = [
                "Paris,FR", "Madrid,ES", "Rome,IT", "Berlin,DE", "Vienna,AT", "Oslo,NO", "Lima,PE",
                "Cairo,EG",
                "Nairobi,KE", "Seoul,KR", "Hanoi,VN", "Quito,EC", "Dakar,SN", "Tunis,TN", "Accra,GH",
                "Bogota,CO", "Kyiv,UA", "Riga,LV", "Sofia,BG", "Doha,QA", "Lisbon,PT",
            ]
            for city in cities {
                let run = try await sandbox.wxapp("show", city)
                #expect(run.exitCode == 0, "\(run)")
            }
            let looked = "SELECT count(*) AS value FROM place WHERE listed = 0"
            #expect(try sandbox.queryDatabase(looked) == "21", "all looked at within the hour are kept")

            // Two hours on, Paris is looked at again, then Dublin for the first time: of the 22, Madrid and
            // Rome, looked at longest ago, make way.
            try sandbox.editDatabase("UPDATE place SET looked_at = looked_at - 7200 WHERE listed = 0")
            #expect(try await sandbox.wxapp("show", "Paris,FR").exitCode == 0)
            #expect(try await sandbox.wxapp("show", "Dublin,IE").exitCode == 0)
            #expect(try sandbox.queryDatabase(looked) == "20", "the latest twenty looks are kept")
            #expect(try await Self.listed(sandbox) == ["Tokyo"])
            let doctor = try await sandbox.wxapp("doctor")
            #expect(
                doctor.stdout.contains("1 saved, 1 with weather"), "looks are not saved places: \(doctor)")

            let requests = await sandbox.server.requests(to: .weather).count
            for kept in ["Dublin,IE", "Paris,FR", "Berlin,DE"] {
                let run = try await sandbox.wxapp("show", kept, "--offline")
                #expect(run.exitCode == 0, "\(run)")
            }
            for gone in ["Madrid,ES", "Rome,IT"] {
                let run = try await sandbox.wxapp("show", gone, "--offline")
                #expect(run.exitCode == 69 && run.stderr.contains("no cached weather"), "made way: \(run)")
            }
            #expect(await sandbox.server.requests(to: .weather).count == requests)
        }
    }

    @Test func offlineAPlaceNeverLookedAtIsNamedButNeverLookedUp() async throws {
        try await Sandbox.runPatiently { sandbox in
            let known = try await sandbox.wxapp("show", "Springfield,IL,US", "--offline")
            #expect(known.exitCode == 69, "\(known)")
            #expect(
                known.stderr
                    == "wxapp: There is no cached weather for \"Springfield, US\" to show offline. "
                    + "Run the command again without --offline to fetch it.\n", "\(known)")

            let unknown = try await sandbox.wxapp("forecast", "Qwertyville", "--offline")
            #expect(unknown.exitCode == 66, "\(unknown)")
            #expect(
                unknown.stderr
                    == "wxapp: \"Qwertyville\" is not among the countries and cities wxapp knows offline, and no "
                    + "geocoding service was asked. Look it up once with \"wxapp show Qwertyville\".\n",
                "\(unknown)")
            #expect(await sandbox.server.requests.isEmpty, "offline asks nothing")
            #expect(
                try sandbox.queryDatabase("SELECT count(*) AS value FROM place") == "0", "and keeps nothing")
        }
    }
}
