import Domain
import Testing
import WeatherData

@testable import Presentation

/// Configured units and icons apply when no flag is given; a flag always wins.
struct PreferencesTests {
    static func environment(units: Units, icons: IconStyle? = nil) -> FakeServices {
        var environment = FakeServices(repository: FakeWeatherRepository(saved: [.stub()]))
        environment.preferences.units = units
        environment.preferences.icons = icons
        return environment
    }

    @Test func thePreferredUnitsApplyWithoutAFlag() async {
        let run = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline"], in: Self.environment(units: .imperial))

        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("Tokyo, JP: 65°F"), "\(run)")
    }

    @Test func theFlagBeatsThePreference() async {
        let run = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--units", "metric"],
            in: Self.environment(units: .imperial))

        #expect(run.stdout.hasPrefix("Tokyo, JP: 18°C"), "\(run)")
    }

    @Test func aPresetFlagReplacesThePreferredUnitsWholeAndAMeasureFlagSetsItsMeasureAlone() async {
        let preferred = Units.metric.with(.wind, named: "kn")!
        let kept = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline"], in: Self.environment(units: preferred))
        let preset = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--units", "imperial"],
            in: Self.environment(units: preferred))
        let measure = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--temperature-unit", "f"],
            in: Self.environment(units: preferred))

        #expect(kept.stdout.hasPrefix("Tokyo, JP: 18°C") && kept.stdout.contains(" kn "), "\(kept)")
        #expect(preset.stdout.hasPrefix("Tokyo, JP: 65°F") && preset.stdout.contains(" mph "), "\(preset)")
        #expect(measure.stdout.hasPrefix("Tokyo, JP: 65°F") && measure.stdout.contains(" kn "), "\(measure)")
    }

    @Test func thePreferredIconsApplyToTablesOnly() async {
        let none = await CommandLineRun.of(
            ["show", "Tokyo", "--offline"], in: Self.environment(units: .metric, icons: IconStyle.none))
        let ascii = await CommandLineRun.of(
            ["show", "Tokyo", "--offline"], in: Self.environment(units: .metric, icons: .ascii))
        let flag = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--icons", "ascii"],
            in: Self.environment(units: .metric, icons: IconStyle.none))

        #expect(none.stdout.contains("\nBroken clouds\n"), "\(none)")
        #expect(ascii.stdout.contains("\n(~) Broken clouds\n"), "\(ascii)")
        #expect(flag.stdout.contains("\n(~) Broken clouds\n"), "\(flag)")
    }

    @Test func theCardAndJSONSayWhichServiceReportedTheWeather() async {
        let report = WeatherReport.stub(weather: CurrentWeather.stub().reported(by: .openMeteo))
        let environment = FakeServices(repository: FakeWeatherRepository(saved: [report]))

        let card = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--format", "plain"], in: environment)
        let json = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--format", "json"], in: environment)

        #expect(
            card.stdout.hasSuffix("Age: observed 3 min ago; fetched 3 min ago\nSource: Open-Meteo\n"),
            "\(card)")
        #expect(json.stdout.contains("\"provider\" : \"openmeteo\","), "\(json)")
    }
}
