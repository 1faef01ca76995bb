import Domain
import Testing

@testable import Presentation

/// `--clock`, the configured clock and the locale's: every time shown in cards and forecasts follows them.
struct ClockCommandTests {
    @Test func cardsOnATwelveHourClock() async {
        let run = await CommandLineRun.of(
            ["show", "tokyo", "--format", "plain", "--clock", "12"], in: ShowCommandTests.fakes())

        #expect(run.exitCode == 0)
        #expect(
            run.stdout.contains("\nSunrise: 4:48 AM local time\nSunset: 6:31 PM local time\n"),
            "\(run.stdout)")
        #expect(
            run.stdout.contains("\nObserved: 2024-05-01 8:57 PM local time (UTC+09:00)\n"), "\(run.stdout)")
    }

    @Test func theFlagBeatsTheConfigurationWhichBeatsTheLocale() async {
        var fakes = ShowCommandTests.fakes()
        fakes.preferences.clock = "12"
        let configured = await CommandLineRun.of(["show", "tokyo", "--format", "plain"], in: fakes)
        let flagged = await CommandLineRun.of(
            ["show", "tokyo", "--format", "plain", "--clock", "24"], in: fakes)
        let byLocale = await CommandLineRun.of(
            ["show", "tokyo", "--format", "plain"], in: ShowCommandTests.fakes(),
            variables: ["LANG": "en_US.UTF-8"])

        #expect(configured.stdout.contains("Sunrise: 4:48 AM"), "\(configured.stdout)")
        #expect(flagged.stdout.contains("Sunrise: 04:48 local"), "\(flagged.stdout)")
        #expect(byLocale.stdout.contains("Sunrise: 4:48 AM"), "\(byLocale.stdout)")
    }

    @Test func forecastsOnATwelveHourClock() async {
        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--format", "plain", "--hourly", "--days", "2", "--clock", "12"],
            in: ForecastCommandTests.fakes())

        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("sunrise 4:48 AM, sunset 6:31 PM"), "\(run.stdout)")
        #expect(!run.stdout.contains(" 21:00") && run.stdout.contains(" PM"), "\(run.stdout)")
    }

    @Test func anUnknownClockIsAUsageError() async {
        let run = await CommandLineRun.of(
            ["show", "tokyo", "--clock", "13"], in: ShowCommandTests.fakes())

        #expect(run.exitCode == 64)
        #expect(
            run.stderr.hasPrefix("Error: The value '13' is invalid for '--clock <hours>'"), "\(run.stderr)")
    }
}
