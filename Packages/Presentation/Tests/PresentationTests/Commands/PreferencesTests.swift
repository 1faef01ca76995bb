import Domain
import Testing
import WeatherData

@testable import Presentation

/// Configured units and icons apply when no flag is given; a flag always wins.
struct PreferencesTests {
    static func fakes(units: Units, icons: IconStyle? = nil) -> FakeServices {
        var fakes = FakeServices(repository: FakeWeatherRepository(saved: [.stub()]))
        fakes.preferences.units = units
        fakes.preferences.icons = icons
        return fakes
    }

    @Test func thePreferredUnitsApplyWithoutAFlag() async {
        let run = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline"], in: Self.fakes(units: .imperial))

        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("Tokyo, JP: 65°F"), "\(run)")
    }

    @Test func theFlagBeatsThePreference() async {
        let run = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--units", "metric"],
            in: Self.fakes(units: .imperial))

        #expect(run.stdout.hasPrefix("Tokyo, JP: 18°C"), "\(run)")
    }

    @Test func aPresetFlagReplacesThePreferredUnitsWholeAndAMeasureFlagSetsItsMeasureAlone() async {
        let preferred = Units.metric.with(.wind, named: "kn")!
        let kept = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline"], in: Self.fakes(units: preferred))
        let preset = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--units", "imperial"],
            in: Self.fakes(units: preferred))
        let measure = await CommandLineRun.of(
            ["list", "--format", "plain", "--offline", "--temperature-unit", "f"],
            in: Self.fakes(units: preferred))

        #expect(kept.stdout.hasPrefix("Tokyo, JP: 18°C") && kept.stdout.contains(" kn "), "\(kept)")
        #expect(preset.stdout.hasPrefix("Tokyo, JP: 65°F") && preset.stdout.contains(" mph "), "\(preset)")
        #expect(measure.stdout.hasPrefix("Tokyo, JP: 65°F") && measure.stdout.contains(" kn "), "\(measure)")
    }

    @Test func thePreferredIconsApplyToTablesOnly() async {
        let none = await CommandLineRun.of(
            ["show", "Tokyo", "--offline"], in: Self.fakes(units: .metric, icons: IconStyle.none))
        let ascii = await CommandLineRun.of(
            ["show", "Tokyo", "--offline"], in: Self.fakes(units: .metric, icons: .ascii))
        let flag = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--icons", "ascii"],
            in: Self.fakes(units: .metric, icons: IconStyle.none))

        #expect(none.stdout.contains("\nBroken clouds\n"), "\(none)")
        #expect(ascii.stdout.contains("\n(~) Broken clouds\n"), "\(ascii)")
        #expect(flag.stdout.contains("\n(~) Broken clouds\n"), "\(flag)")
    }

    @Test func theCardAndJSONSayWhichServiceReportedTheWeather() async {
        let report = WeatherReport.stub(weather: CurrentWeather.stub().reported(by: .openMeteo))
        let fakes = FakeServices(repository: FakeWeatherRepository(saved: [report]))

        let card = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--format", "plain"], in: fakes)
        let json = await CommandLineRun.of(
            ["show", "Tokyo", "--offline", "--format", "json"], in: fakes)

        #expect(
            card.stdout.hasSuffix("Age: observed 3 min ago; fetched 3 min ago\nSource: Open-Meteo\n"),
            "\(card)")
        #expect(json.stdout.contains("\"provider\" : \"openmeteo\","), "\(json)")
    }
}
