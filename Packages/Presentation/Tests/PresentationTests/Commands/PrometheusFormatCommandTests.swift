import Domain
import Testing

@testable import Presentation

/// `--format prometheus` of `list`, `show` and `air`: the text for monitoring, in base units whatever the
/// units options say, with the notices JSON has on stderr; every other command refuses it.
struct PrometheusFormatCommandTests {
    static func fakes(_ saved: [WeatherReport] = [.stub(), .madrid], air: [AirQualityReport] = [])
        -> FakeServices
    {
        var fakes = FakeServices(repository: FakeWeatherRepository(saved: saved))
        fakes.air = FakeAirQualityRepository(air)
        return fakes
    }

    static let tokyoAir = AirQualityReport(
        place: .tokyo,
        air: AirQuality(
            observedAt: FixedClock.testNow.addingTimeInterval(-900), utcOffsetSeconds: 32_400,
            europeanIndex: 20, usIndex: 30, pm25: 4.5, pm10: nil, ozone: nil, nitrogenDioxide: nil,
            uvIndex: 5, uvIndexMaximum: nil, pollen: nil),
        fetchedAt: FixedClock.testNow.addingTimeInterval(-600), origin: .cache)

    @Test func listPrintsEveryPlaceWithItsKeptAirAndTheNoticesJSONHas() async {
        let fakes = Self.fakes(air: [Self.tokyoAir])

        let run = await CommandLineRun.of(["list", "--format", "prometheus"], in: fakes)
        let json = await CommandLineRun.of(
            ["list", "--format", "json"], in: Self.fakes(air: [Self.tokyoAir]))

        #expect(run.exitCode == 0)
        #expect(run.stderr == json.stderr && run.stderr == ListCommandTests.madridNotice)
        #expect(
            run.stdout
                == ReportMetrics.places(
                    [.stub(), .madrid], air: [.tokyoKey: Self.tokyoAir], now: FixedClock.testNow))
        let reader = ExpositionReader(run.stdout)
        #expect(reader.violations == [])
        #expect(reader.values("wxapp_temperature_celsius") == ["Tokyo": 18.4, "Madrid": -0.4])
        #expect(reader.values("wxapp_pm2_5_grams_per_cubic_meter") == ["Tokyo": 4.5e-6])
        #expect(fakes.repository.policies == [.cacheFirst(lifetime: 600)])
    }

    @Test(arguments: [
        ["--units", "imperial"], ["--units", "standard"], ["--temperature-unit", "f", "--wind-unit", "kn"],
        ["--pressure-unit", "inhg", "--precipitation-unit", "in", "--distance-unit", "mi"],
        ["--icons", "emoji", "--clock", "12", "--language", "ja"],
    ])
    func unitsAndDisplayOptionsNeverChangeIt(options: [String]) async {
        let plain = await CommandLineRun.of(["list", "--format", "prometheus"], in: Self.fakes())
        let optioned = await CommandLineRun.of(
            ["list", "--format", "prometheus"] + options, in: Self.fakes())

        #expect(optioned.stdout == plain.stdout)
        #expect(optioned.exitCode == 0)
    }

    @Test func anEmptyListPrintsNothingAndSucceeds() async {
        let run = await CommandLineRun.of(["list", "--format", "prometheus"], in: Self.fakes([]))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "",
                    stderr:
                        "wxapp: No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\".\n"
                ))
    }

    @Test func showPrintsTheNamedPlacesOnly() async {
        let run = await CommandLineRun.of(
            ["show", "Madrid,ES", "tokyo", "-f", "PROMETHEUS"], in: Self.fakes(air: [Self.tokyoAir]))

        #expect(run.exitCode == 0)
        #expect(
            run.stderr
                == "wxapp: showing cached data for Madrid, ES, fetched 2 h ago: the weather service did not answer in time.\n"
        )
        let reader = ExpositionReader(run.stdout)
        #expect(reader.violations == [])
        #expect(reader.values("wxapp_fetch_age_seconds") == ["Madrid": 7_300, "Tokyo": 180])
        #expect(reader.values("wxapp_uv_index") == ["Tokyo": 5])
        #expect(reader.samples.first?.labels["place"] == "Madrid")
    }

    @Test func airPrintsThePlacesAirQuality() async {
        let run = await CommandLineRun.of(
            ["air", "Tokyo", "--format", "prometheus", "--units", "imperial"],
            in: Self.fakes(air: [Self.tokyoAir]))

        #expect(run.exitCode == 0)
        #expect(run.stdout == ReportMetrics.air(Self.tokyoAir, now: FixedClock.testNow))
        #expect(ExpositionReader(run.stdout).values("wxapp_air_quality_age_seconds") == ["Tokyo": 900])
    }

    /// The commands whose `--format` is the shared one, each as a user might type it.
    static let refusing: [[String]] = [
        ["add", "Tokyo"], ["delete", "Tokyo"], ["search", "japan"], ["config", "list"], ["doctor"],
        ["forecast", "Tokyo"], ["alerts"], ["normals", "Tokyo"], ["home"], ["import", "places.json"],
        ["watch"],
    ]

    @Test(arguments: refusing)
    func everyOtherCommandRefusesItAsAUsageError(command: [String]) async {
        let run = await CommandLineRun.of(command + ["--format", "prometheus"], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "Error: The value 'prometheus' is invalid for '--format <format>'. Please provide one of 'table', 'json' or 'plain'.\n"
            ), "\(run)")
    }

    @Test func searchSaysWhichFormatsItTakes() async {
        let run = await CommandLineRun.of(["search", "japan", "-f", "prometheus"], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(
            run.stderr == """
                Error: The value 'prometheus' is invalid for '-f <format>'. Please provide one of 'table', 'json' or 'plain'.
                Help:  -f <format>  Output format: table, json or plain.
                Usage: wxapp search <query> [--limit <limit>] [--format <format>] [--db <path>] [--verbose] [--no-color] [--provider <provider>] [--no-fallback] [--language <code>]
                  See 'wxapp search --help' for more information.

                """)
    }
}

extension PlaceKey {
    fileprivate static let tokyoKey = Place.tokyo.key
}
