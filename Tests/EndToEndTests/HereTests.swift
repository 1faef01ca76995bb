import Foundation
import Testing

/// `here`: the place the machine's public IP address is at, looked up only when named, kept a day, and the
/// last one found offline or when the lookup fails.
@Suite(.serialized) struct HereTests {
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        sandbox.environment["WXAPP_GEOLOCATION_URL"] = url
    }

    private static func lookups(_ meteo: FakeOpenMeteo) async -> Int {
        await meteo.requests.filter { $0.path == "/json" }.count
    }

    @Test func hereIsLookedUpOnceADayAndShownWithoutSaving() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
                #expect(try await sandbox.wxapp("list").exitCode == 0)
                #expect(await Self.lookups(meteo) == 0, "never asked unless named")

                let here = try await sandbox.wxapp("here", "-f", "plain")
                #expect(here.exitCode == 0 && here.stdout.hasPrefix("Paris, Île-de-France, FR\n"), "\(here)")
                #expect(await Self.lookups(meteo) == 1)
                let lookup = try #require(await meteo.requests.first { $0.path == "/json" })
                #expect(lookup.query.isEmpty, "nothing is sent but the request itself: \(lookup.target)")

                for command in [["show", "HERE"], ["forecast", "here"], ["here", "-o"]] {
                    let run = try await sandbox.wxapp(arguments: command)
                    #expect(run.exitCode == 0 && run.stdout.lowercased().contains("paris"), "\(run)")
                }
                #expect(await Self.lookups(meteo) == 1, "kept a day")
                let list = try await sandbox.wxapp("list", "-o", "-f", "json")
                #expect(try ReportDocument.list(list.stdout).places.map(\.name) == ["Tokyo"], "never saved")

                #expect(try await sandbox.wxapp("config", "set", "home", "here").exitCode == 0)
                let bare = try await sandbox.wxapp("-o", "-f", "plain")
                #expect(bare.exitCode == 0 && bare.stdout.hasPrefix("Paris, Île-de-France, FR\n"), "\(bare)")

                let add = try await sandbox.wxapp("add", "here", "-f", "plain")
                #expect(add.exitCode == 0 && add.stdout.hasPrefix("Paris, Île-de-France, FR\n"), "\(add)")
                #expect(await Self.lookups(meteo) == 1, "the place found is kept")
                let saved = try await sandbox.wxapp("list", "-o", "-f", "json")
                #expect(try ReportDocument.list(saved.stdout).places.map(\.name) == ["Tokyo", "Paris"])

                // A day later it is asked again; a failed lookup keeps the last place found.
                try sandbox.editDatabase("UPDATE here SET found_at = found_at - 90000")
                await meteo.setGeolocationReply(status: 503, "{}")
                let failed = try await sandbox.wxapp("here", "-f", "plain")
                #expect(failed.exitCode == 0 && failed.stdout.hasPrefix("Paris, "), "\(failed)")
                #expect(
                    failed.stderr
                        == "wxapp: showing the weather of the place last found here, Paris, FR, found "
                        + "1 day ago: IPinfo's location lookup failed (HTTP 503).\n", "\(failed)")
                #expect(await Self.lookups(meteo) > 1, "asked again (and retried, as a 503 is)")
                await meteo.setGeolocationReply(
                    #"{"ip":"198.51.100.2","city":"Lyon","region":"Auvergne-Rhône-Alpes","country":"FR","loc":"45.7485,4.8467"}"#
                )
                let moved = try await sandbox.wxapp("here", "-f", "plain")
                #expect(moved.exitCode == 0 && moved.stdout.hasPrefix("Lyon, "), "\(moved)")
            }
        }
    }

    @Test func nothingFoundYetOfflineOrAReplyWithoutAPlaceIsSaid() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let offline = try await sandbox.wxapp("here", "--offline")
                #expect(offline.exitCode == 69, "\(offline)")
                #expect(
                    offline.stderr == "wxapp: There is no place found yet for \"here\" to show offline. "
                        + "Run the command again without --offline to fetch it.\n", "\(offline)")
                #expect(await Self.lookups(meteo) == 0)

                await meteo.setGeolocationReply(#"{"ip":"192.0.2.1","bogon":true}"#)
                let empty = try await sandbox.wxapp("here")
                #expect(empty.exitCode == 65, "\(empty)")
                #expect(empty.stderr.contains("IPinfo's location lookup"), "\(empty)")

                await meteo.setGeolocationReply(status: 429, "{}")
                let limited = try await sandbox.wxapp("here")
                #expect(limited.exitCode == 75, "\(limited)")
                #expect(limited.stderr.contains("IPinfo's location lookup"), "\(limited)")

                // IPinfo's answer for an address it cannot place: a lookup that failed, not unreadable data.
                await meteo.setGeolocationReply(status: 404, #"{"error":{"title":"Wrong ip"}}"#)
                let unplaced = try await sandbox.wxapp("here")
                #expect(unplaced.exitCode == 75, "\(unplaced)")
                #expect(
                    unplaced.stderr
                        == "wxapp: IPinfo's location lookup failed (HTTP 404). Try again later.\n",
                    "\(unplaced)")
            }
        }
    }
}
