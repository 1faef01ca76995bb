import Foundation
import Infrastructure
import Testing

/// Names and descriptions from the service or the database never reach the terminal as control characters,
/// in any format; JSON carries them escaped. Geocoded names are saved without them, so they can be typed back.
/// (Every run of the suite also checks its output for them.)
struct TerminalSafetyTests {
    static let hostilePlace = #"""
        [{"name":"Evil\u001b[31mTown\u001b]0;owned\u0007\u202e","lat":1.5,"lon":2.5,"country":"JP",
        "state":"St\u001b[2Jate\u009b"}]
        """#

    /// Observed as it is served, so that only its text is hostile, not its age. The condition's id is outside
    /// every group of OpenWeatherMap's, the one case where its own text is shown rather than wxapp's phrase.
    static var hostileWeather: String {
        #"""
        {"weather":[{"id":901,"main":"Cl\u001b[5mear","description":"clear\u001b[2J sky\u009b31m\u202e\u200b",
        "icon":"01d"}],"main":{"temp":290,"feels_like":290,"temp_min":289,"temp_max":291,"pressure":1010,
        "humidity":50},"wind":{"speed":1,"deg":10},"dt":\#(Int(Date().timeIntervalSince1970)),"timezone":0,
        "name":"\u001b[31mEcho","cod":200}
        """#
    }

    static let formats = ["table", "plain", "json"]

    @Test func hostileTextFromTheServiceIsNeutralisedInEveryFormat() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(.status(200, body: Self.hostilePlace), for: .geocoding)
            await sandbox.server.setFault(.status(200, body: Self.hostileWeather), for: .weather)

            let add = try await sandbox.wxapp("add", "Eviltown")
            #expect(add.exitCode == 0, "\(add)")
            #expect(add.stdout.hasPrefix("Evil[31mTown]0;owned, St[2Jate, JP\n"), "\(add)")
            #expect(add.stdout.contains("Clear[2J sky31m\n"), "\(add)")
            for format in Self.formats {
                for command in [["list", "--offline"], ["show", "Evil[31mTown]0;owned", "--offline"]] {
                    let result = try await sandbox.wxapp(arguments: command + ["--format", format])
                    #expect(result.exitCode == 0, "\(result)")
                    if format == "json" {
                        #expect(
                            result.stdout.contains(#""name" : "Evil[31mTown]0;owned""#), "saved without them")
                        #expect(
                            result.stdout.contains(
                                #""description" : "clear\u001b[2J sky\u009b31m\u202e\u200b""#))
                    }
                }
            }
            await sandbox.server.setFault(.internalServerError, for: .weather)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let fallback = try await sandbox.wxapp("list", "--format", "plain")
            #expect(
                fallback.stderr
                    == "wxapp: showing cached data for Evil[31mTown]0;owned, JP, fetched just now: "
                    + "the weather service failed (HTTP 500).\n", "\(fallback)")
        }
    }

    @Test func hostileTextStoredInTheDatabaseIsNeutralisedToo() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            try SQLiteDatabase(path: sandbox.databaseURL.path).run(
                "UPDATE place SET name = ?, region = ?", [.text("Tok\u{1B}[8myo\u{7}"), .text("\u{9B}2J")])
            try SQLiteDatabase(path: sandbox.databaseURL.path).run(
                "UPDATE observation_condition SET description = ?", [.text("rain\u{1B}]52;c;cGF3bmVk\u{7}")])

            for format in Self.formats {
                let list = try await sandbox.wxapp("list", "--offline", "--format", format)
                #expect(list.exitCode == 0, "\(list)")
                #expect(
                    list.stdout.contains(format == "json" ? #"Tok\u001b[8myo\u0007"# : "Tok[8myo"), "\(list)")
            }
            let delete = try await sandbox.wxapp("delete", "--all")
            #expect(delete.stdout == "Deleted Tok[8myo, JP.\n", "\(delete)")
        }
    }
}
