import Domain
import Testing

@testable import Presentation

struct WxCommandLineTests {
    @Test func versionPrintsTheNameAndVersion() async {
        let run = await CommandLineRun.of(["--version"])

        #expect(run == CommandLineRun(exitCode: 0, stdout: "wxapp 0.1.0\n", stderr: ""))
    }

    @Test func helpGoesToStdoutAndExits0() async {
        let root = await CommandLineRun.of(["--help"])
        let list = await CommandLineRun.of(["help", "list"])

        #expect(root.exitCode == 0 && root.stderr == "")
        #expect(root.stdout.contains("USAGE: wxapp <subcommand>"))
        #expect(root.stdout.contains("  search                  Search countries and cities offline"))
        #expect(list.exitCode == 0 && list.stderr == "")
        #expect(list.stdout.contains("USAGE: wxapp list <options>\n"), "\(list)")
        #expect(
            list.stdout.contains("  --wind-unit <unit>      Wind unit, over --units; bft is the Beaufort"),
            "\(list)")
    }

    @Test func aBadUnitIsAUsageErrorOnStderr() async {
        let run = await CommandLineRun.of(["list", "--units", "kelvin"])

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "Error: The value 'kelvin' is invalid for '--units <units>'. "
                    + "Please provide one of 'metric', 'imperial', 'standard' or 'uk'.\n"))
    }

    @Test func anUnknownCommandIsAUsageError() async {
        let run = await CommandLineRun.of(["forecast"])

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(!run.stderr.isEmpty)
    }

    @Test func globalOptionsBecomeSettings() async {
        let verbose = await CommandLineRun.of(["list", "--db", "/tmp/wx.sqlite3", "--verbose"])
        let quiet = await CommandLineRun.of(["search", "jp"])

        #expect(verbose.settings == CommandSettings(databasePath: "/tmp/wx.sqlite3", verbose: true))
        #expect(quiet.settings == CommandSettings(databasePath: nil, verbose: false))
    }

    @Test func verboseExplainsWhereEachReportCameFrom() async {
        let repository = FakeWeatherRepository(saved: [
            .stub(origin: .network), .stub(place: .madrid, origin: .cache),
        ])

        let run = await CommandLineRun.of(
            ["list", "--verbose", "--format", "json"], in: FakeServices(repository: repository))

        #expect(
            run.stderr
                == "wxapp: Tokyo, JP: fetched from the weather service.\n"
                + "wxapp: Madrid, ES: using cached data fetched 3 min ago.\n")
    }

    @Test func requestsWaitingForRoomInTheBudgetAreToldOnceForEachHostWhileTheyWait() async {
        var fakes = FakeServices()
        fakes.requestWaits = [
            RequestBudgetWait(host: "api.openweathermap.org", requestsPerMinute: 50, seconds: 58),
            RequestBudgetWait(host: "api.openweathermap.org", requestsPerMinute: 50, seconds: 58),
            RequestBudgetWait(host: "api.met.no", requestsPerMinute: 50, seconds: 1),
        ]

        let run = await CommandLineRun.of(["list", "--offline"], in: fakes)

        #expect(
            run.stderr
                == "wxapp: waiting 58 seconds to ask api.openweathermap.org: wxapp's own budget of 50 requests a "
                + "minute to it is used up (WXAPP_REQUESTS_PER_MINUTE).\n"
                + "wxapp: waiting 1 second to ask api.met.no: wxapp's own budget of 50 requests a minute to it "
                + "is used up (WXAPP_REQUESTS_PER_MINUTE).\n"
                + "wxapp: No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\".\n")
    }

    @Test func verboseErrorsIncludeTheSystemsDetail() async {
        let repository = FakeWeatherRepository(
            saved: [.stub()], failures: [.tokyo: .networkUnavailable(detail: "no route to host")])

        let run = await CommandLineRun.of(
            ["show", "Tokyo", "--verbose"], in: FakeServices(repository: repository))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 69, stdout: "",
                    stderr:
                        "wxapp: The network is unreachable (no route to host) and there is no cached copy to "
                        + "show. Check your connection and try again.\n"))
    }
}
