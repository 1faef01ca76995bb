import Foundation
import Testing

/// A bare `wxapp` finds the `home` setting as `line` finds a place, with no geocoding service: a home no
/// service knows is said on every run but never asked for again, and one only a service knows is shown
/// once looked at (each bare run looks at it again, so it stays kept).
@Suite(.serialized) struct HomeLookupTests {
    @Test func anUnknownHomeIsNotGeocodedOnEveryBareRun() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
            let asked = await sandbox.server.requests(to: .geocoding).count
            #expect(try await sandbox.wxapp("config", "set", "home", "Qwertyville").exitCode == 0)
            for _ in 1...3 {
                let bare = try await sandbox.wxapp("-f", "plain")
                #expect(bare.exitCode == 66 && bare.stdout.hasPrefix("Tokyo, JP: "), "\(bare)")
                #expect(
                    bare.stderr
                        == "wxapp: \"Qwertyville\" is not among the countries and cities wxapp knows offline, and no "
                        + "geocoding service was asked. Look it up once with \"wxapp show Qwertyville\".\n",
                    "\(bare)")
            }
            #expect(await sandbox.server.requests(to: .geocoding).count == asked, "no geocoding request")
        }
    }

    @Test func aHomeOnlyAGeocoderKnowsIsShownOnceLookedAt() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(
                .status(200, body: #"[{"name":"Qqxyzzy","lat":35.62,"lon":134.81,"country":"JP"}]"#),
                for: .geocoding)
            #expect(try await sandbox.wxapp("show", "Qqxyzzy").exitCode == 0)
            #expect(try await sandbox.wxapp("config", "set", "home", "Qqxyzzy").exitCode == 0)
            for _ in 1...2 {
                let bare = try await sandbox.wxapp("-f", "plain")
                #expect(bare.exitCode == 0 && bare.stdout.hasPrefix("Qqxyzzy, JP\n"), "\(bare)")
            }
            #expect(await sandbox.server.requests(to: .geocoding).count == 1, "looked up once, by show")
        }
    }
}
