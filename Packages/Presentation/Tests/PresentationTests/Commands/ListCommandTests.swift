import Domain
import Testing

@testable import Presentation

struct ListCommandTests {
    static let table = """
        ┌────────────┬──────┬───────────────────┬─────────────┬──────────┬───────────────┬─────────────────┐
        │ Place      │ Temp │ Condition         │ High / Low  │ Humidity │ Wind          │ Observed        │
        ├────────────┼──────┼───────────────────┼─────────────┼──────────┼───────────────┼─────────────────┤
        │ Tokyo, JP  │ 18°C │ (~) broken clouds │ 20°C / 15°C │      72% │ 4.1 m/s NNE ↙ │ 3 min ago       │
        │ Madrid, ES │  0°C │ –                 │ 1°C / -2°C  │      40% │ 0.5 m/s       │ 2 h ago (stale) │
        └────────────┴──────┴───────────────────┴─────────────┴──────────┴───────────────┴─────────────────┘

        """
    static let madridNotice =
        "wxapp: showing cached data for Madrid, ES, fetched 2 h ago: the weather service did not answer in time.\n"

    static func fakes(_ saved: [WeatherReport] = [.stub(), .madrid]) -> FakeServices {
        FakeServices(repository: FakeWeatherRepository(saved: saved))
    }

    @Test func printsTheTableAndSaysWhichRowsAreFallbacks() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["list"], in: fakes)

        #expect(run == CommandLineRun(exitCode: 0, stdout: Self.table, stderr: Self.madridNotice))
        #expect(fakes.repository.policies == [.cacheFirst(lifetime: 600)])
    }

    @Test func refreshAndOfflineChooseTheirPolicies() async {
        let refreshed = Self.fakes()
        let offline = Self.fakes()

        _ = await CommandLineRun.of(["list", "--refresh"], in: refreshed)
        _ = await CommandLineRun.of(["list", "--offline"], in: offline)

        #expect(refreshed.repository.policies == [.refresh])
        #expect(offline.repository.policies == [.offline])
    }

    @Test func refreshAndOfflineTogetherIsAUsageError() async {
        let run = await CommandLineRun.of(["list", "--refresh", "--offline"], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: --refresh and --offline cannot be used together.\n"))
    }

    @Test func plainFormatWritesOneLinePerPlace() async {
        let run = await CommandLineRun.of(["list", "--format", "plain"], in: Self.fakes())

        #expect(
            run.stdout == """
                Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed 3 min ago
                Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)

                """)
        #expect(run.stderr == Self.madridNotice)
    }

    /// Rows asked for with --offline are announced with --verbose only; each shows its own age.
    @Test func offlineRowsAreAnnouncedWhenVerbose() async {
        let quiet = await CommandLineRun.of(
            ["list", "--offline"], in: Self.fakes([.stub(origin: .offline)]))
        let verbose = await CommandLineRun.of(
            ["list", "--offline", "-v"], in: Self.fakes([.stub(origin: .offline)]))

        #expect(quiet.exitCode == 0 && quiet.stderr == "")
        #expect(verbose.stderr == "wxapp: offline: showing cached data for Tokyo, JP, fetched 3 min ago.\n")
    }

    @Test func jsonListsUnitsAndPlaces() async throws {
        let run = await CommandLineRun.of(
            ["list", "--format", "json", "--units", "standard"], in: Self.fakes())
        let document = try JSONObject.dictionary(run.stdout)
        let places = try #require(document["places"] as? [[String: Any]])

        #expect(run.exitCode == 0)
        #expect(document["units"] as? String == "standard")
        #expect(places.map { $0["name"] as? String } == ["Tokyo", "Madrid"])
        #expect(places.map { $0["source"] as? String } == ["network", "fallback"])
        #expect(places.map { $0["stale"] as? Bool } == [false, true])
        #expect(run.stderr == Self.madridNotice)
    }

    @Test func anEmptyListSaysHowToAddAPlace() async {
        let table = await CommandLineRun.of(["list"], in: Self.fakes([]))
        let json = await CommandLineRun.of(["list", "--format", "json"], in: Self.fakes([]))
        let hint = "wxapp: No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\".\n"

        #expect(table == CommandLineRun(exitCode: 0, stdout: "", stderr: hint))
        #expect(
            json
                == CommandLineRun(
                    exitCode: 0,
                    stdout:
                        "{\n  \"places\" : [],\n  \"unitSymbols\" : {\n    \"distance\" : \"km\",\n    \"precipitation\" : \"mm\",\n    \"pressure\" : \"hPa\",\n    \"temperature\" : \"°C\",\n    \"wind\" : \"m/s\"\n  },\n  \"units\" : \"metric\"\n}\n",
                    stderr: hint)
        )
    }

    @Test func aTerminalGetsColourAndASpinnerThatIsErasedBeforeNotices() async {
        let run = await CommandLineRun.of(["list"], in: Self.fakes(), terminal: true)

        #expect(run.stdout.contains("\u{1B}[1mTokyo, JP\u{1B}[0m"))
        #expect(run.stdout.contains("\u{1B}[33m2 h ago (stale)\u{1B}[0m"))
        #expect(run.stderr.hasPrefix("\r⠋ Updating weather…"))
        #expect(run.stderr.hasSuffix("\r\u{1B}[K" + Self.madridNotice))
    }

    @Test func noColorOrTheFlagOrAPipeTurnColourOff() async {
        let noColor = await CommandLineRun.of(
            ["list", "--icons", "ascii"], in: Self.fakes(), terminal: true, variables: ["NO_COLOR": "1"]
        )
        let flagged = await CommandLineRun.of(
            ["list", "--no-color", "--icons", "ascii"], in: Self.fakes(), terminal: true)
        let piped = await CommandLineRun.of(["list"], in: Self.fakes(), terminal: false)

        #expect(noColor == CommandLineRun(exitCode: 0, stdout: Self.table, stderr: Self.madridNotice))
        #expect(flagged.stdout == Self.table)
        #expect(piped == CommandLineRun(exitCode: 0, stdout: Self.table, stderr: Self.madridNotice))
    }

    @Test func aSourceThatCannotBeOpenedReportsItsError() async {
        var fakes = Self.fakes()
        fakes.failure = .storage(path: "/data/wx.sqlite3", detail: "unable to open database file")

        let run = await CommandLineRun.of(["list"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 74, stdout: "",
                    stderr:
                        "wxapp: The database /data/wx.sqlite3 could not be used: unable to open database file. "
                        + "Nothing in it was changed. To go on with another file, use --db.\n"))
    }
}
