import Foundation
import Testing

extension LineTests {
    @Test func aPlaceNotSavedIsShownAndKeptButNeverSaved() async throws {
        try await Sandbox.runPatiently { sandbox in
            let first = try await sandbox.wxapp("line", "Paris,FR", "--template", "{name} {temperature}")
            #expect(first.exitCode == 0 && first.stdout == "Paris 10°C\n" && first.stderr.isEmpty, "\(first)")
            let requests = await sandbox.server.requests(to: .weather).count
            #expect(requests == 1, "one request for its weather")

            let again = try await sandbox.wxapp("line", "Paris", "--template", "{name} {temperature}")
            #expect(again.exitCode == 0 && again.stdout == "Paris 10°C\n", "\(again)")
            #expect(await sandbox.server.requests(to: .weather).count == requests, "served from the cache")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.exitCode == 0 && !list.stdout.contains("Paris"), "never saved: \(list)")
        }
    }

    @Test func nothingKeptAndNoNetworkIsAShortLineAndExit69() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            // A host that no name server knows: the network, not the service, is what fails.
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://wxapp-test.invalid"

            let plain = try await sandbox.wxapp("line", "Tokyo", "Paris,FR", "--template", "{name}")
            #expect(plain.exitCode == 69, "\(plain)")
            #expect(plain.stdout == "Tokyo\nwx: offline\n", "the kept place is still shown: \(plain)")
            #expect(
                plain.stderr
                    == "wxapp: The network is unreachable and there is no cached copy to show. "
                    + "Check your connection and try again.\n", "\(plain)")

            let waybar = try await sandbox.wxapp("line", "Paris,FR", "--format", "waybar")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any],
                "\(waybar)")
            #expect(waybar.exitCode == 0, "waybar hides a module whose command fails: \(waybar)")
            #expect(object["text"] as? String == "wx: offline" && object["class"] as? [String] == ["error"])
            #expect(
                (object["tooltip"] as? String)?.hasPrefix("The network is unreachable") == true, "\(object)")

            let offline = try await sandbox.wxapp("line", "Paris,FR", "--offline", "--no-newline")
            #expect(offline.exitCode == 69 && offline.stdout == "wx: offline", "\(offline)")
            #expect(offline.stderr.contains("\"Paris, FR\""), "\(offline)")
        }
    }

    @Test func aPlaceUnknownOfflineIsAShortLineAndExit66AndNeverALookup() async throws {
        try await Sandbox.runPatiently { sandbox in
            for _ in 0..<3 {
                let run = try await sandbox.wxapp("line", "Qwertyville")
                #expect(run.exitCode == 66 && run.stdout == "wx: unknown place\n", "\(run)")
                #expect(
                    run.stderr
                        == "wxapp: \"Qwertyville\" is not among the countries and cities wxapp knows offline, and no "
                        + "geocoding service was asked. Look it up once with \"wxapp show Qwertyville\".\n",
                    "\(run)")
            }
            #expect(await sandbox.server.requests.isEmpty, "a name polled again and again costs no lookup")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.stdout.isEmpty, "nothing saved: \(list)")
        }
    }

    @Test func whileAnotherProcessFetchesAPlaceNotSavedTheLineSaysLoadingAtOnce() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let lock = open(sandbox.databaseURL.path + ".line-lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0, "the test holds the lock")
            defer { close(lock) }
            let before = await sandbox.server.requests(to: .weather).count

            let run = try await sandbox.wxapp("line", "Japan", "Paris,FR", "--template", "{name}")
            #expect(run.exitCode == 75 && run.stdout == "Tokyo\nwx: loading\n", "\(run)")
            #expect(
                run.stderr == "wxapp: Another wxapp is fetching the weather; try again in a moment.\n",
                "\(run)")
            #expect(
                await sandbox.server.requests(to: .weather).count == before,
                "no request while another fetches")
        }
    }

    @Test func whateverStopsEveryLineAStatusBarStillGetsAShortOne() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "London,GB", "London,CA").exitCode == 0)
            let ambiguous = try await sandbox.wxapp("line", "London", "London,GB", "--template", "{place}")
            #expect(ambiguous.exitCode == 64, "\(ambiguous)")
            #expect(
                ambiguous.stdout == "wx: error\nLondon, GB\n", "the other place is still shown: \(ambiguous)")
            #expect(
                ambiguous.stderr.hasPrefix("wxapp: \"London\" matches more than one saved place"),
                "\(ambiguous)")

            try Data("not a database".utf8).write(to: sandbox.databaseURL)
            for arguments in [["line"], ["line", "London,GB"]] {
                let broken = try await sandbox.wxapp(arguments: arguments)
                #expect(broken.exitCode == 74 && broken.stdout == "wx: error\n", "\(broken)")
                #expect(broken.stderr.hasPrefix("wxapp: The database "), "\(broken)")
            }
            let waybar = try await sandbox.wxapp("line", "--format", "waybar")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any],
                "\(waybar)")
            #expect(
                object["text"] as? String == "wx: error" && object["class"] as? [String] == ["error"],
                "\(waybar)")
        }
    }

    @Test func aNameThatCannotBeAddedKeepsNoSavedPlaceFromItsRefresh() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let before = await sandbox.server.requests(to: .weather).count
            try sandbox.editDatabase("UPDATE observation SET fetched_at = fetched_at - 7200")

            let run = try await sandbox.wxapp("line", "Japan", "Qwertyville", "--template", "{name}{stale}")
            #expect(run.exitCode == 66 && run.stdout == "Tokyo*\nwx: unknown place\n", "\(run)")
            #expect(await sandbox.backgroundRefreshEnded(), "the refresh in the background ended")
            #expect(
                await sandbox.server.requests(to: .weather).count == before + 1,
                "the stale place was refreshed in the background")
        }
    }
}
