import Domain
import Testing

@testable import Presentation

extension ForecastCommandTests {
    @Test func offlineUsesTheOfflinePolicy() async {
        let fakes = Self.fakes(FakeForecastRepository([.stub(origin: .offline)]))

        let run = await CommandLineRun.of(["forecast", "Tokyo", "--offline", "--days", "1"], in: fakes)

        #expect(run.exitCode == 0)
        #expect(fakes.forecasts.policies == [.offline])
    }

    @Test func aFallbackSaysWhyAndHowOldOnStderr() async {
        let old = ForecastReport.stub(
            ageSeconds: 5_400, origin: .fallback(.networkUnavailable(detail: "no route")))

        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--days", "1", "--format", "plain"],
            in: Self.fakes(FakeForecastRepository([old])))

        #expect(run.exitCode == 0)
        #expect(
            run.stderr
                == "wxapp: showing the cached forecast for Tokyo, JP, fetched 1 h ago: the network is unreachable.\n"
        )
        #expect(
            run.stdout.contains(
                "\nLocal time UTC+09:00, sunrise 04:48, sunset 18:31, fetched 1 h ago (stale)\n"))
    }

    @Test func aForecastThatEndedBeforeTodayShowsNothingAndSaysSo() async {
        let ended = ForecastReport.stub(steps: 1, ageSeconds: 0, origin: .offline)
        let later = FakeServices(
            repository: FakeWeatherRepository(saved: [.stub()]), forecasts: FakeForecastRepository([ended]),
            clock: FixedClock(now: FixedClock.testNow.addingTimeInterval(3 * 86_400)))

        let run = await CommandLineRun.of(["forecast", "Tokyo", "--offline"], in: later)

        #expect(run.exitCode == 69)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasSuffix(
                "wxapp: The forecast for Tokyo, JP, fetched 3 days ago, ends before today. "
                    + "Run the command again without --offline to fetch a new one.\n"))
    }

    @Test func aPlaceNeitherSavedNorFoundExits66AndOfflineWithoutACopyExits69() async {
        let notSaved = await CommandLineRun.of(["forecast", "Paris"], in: Self.fakes())
        let notCached = await CommandLineRun.of(
            ["forecast", "Madrid", "--offline"], in: Self.fakes(FakeForecastRepository()))

        #expect(notSaved.exitCode == 66)
        #expect(notSaved.stderr.hasPrefix("wxapp: No country or city called \"Paris\" was found."))
        #expect(notCached.exitCode == 69)
        #expect(
            notCached.stderr
                == "wxapp: There is no cached weather for \"Madrid, ES\" to show offline. "
                + "Run the command again without --offline to fetch it.\n")
    }

    @Test(arguments: ["0", "17", "40"])
    func daysBeyondAnyProvidersReachAreAUsageError(days: String) async {
        let run = await CommandLineRun.of(["forecast", "Tokyo", "--days", days], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(run.stderr.contains("--days must be from 1 to 16."), "\(run)")
    }

    @Test func daysBeyondOpenWeatherMapsFiveAreAUsageErrorThatSaysWhy() async {
        let run = await CommandLineRun.of(["forecast", "Tokyo", "--days", "6"], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(
            run.stderr
                == "wxapp: --days 6 is beyond OpenWeatherMap's forecast, which covers 5 days; ask for 1 to 5, "
                + "or use a provider that forecasts further (--provider).\n", "\(run)")
    }
}
