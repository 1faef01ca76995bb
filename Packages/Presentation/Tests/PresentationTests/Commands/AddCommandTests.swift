import Domain
import Testing

@testable import Presentation

struct AddCommandTests {
    static let tokyoCard = """
        Tokyo, JP
        (~) Broken clouds
        ──────────────────────────────────────────────────────────
        Temperature  18°C
        Feels like   18°C
        High / low   20°C / 15°C
        Pressure     1012 hPa
        Humidity     72%
        Wind         4.1 m/s from NNE (30°) ↙
        Gusts        7.2 m/s
        Clouds       75%
        Visibility   10.0 km
        Sunrise      04:48 local time
        Sunset       18:31 local time
        Daylight     13 h 38 min, 1 min 56 s longer than yesterday
        Moon         last quarter, 50% lit
        Observed     2024-05-01 20:57 local time (UTC+09:00)
        Age          observed 3 min ago; fetched 3 min ago

        """
    static let tokyoPlain = """
        Tokyo, JP
        Broken clouds
        Temperature: 18°C
        Feels like: 18°C
        High / low: 20°C / 15°C
        Pressure: 1012 hPa
        Humidity: 72%
        Wind: 4.1 m/s from NNE (30°)
        Gusts: 7.2 m/s
        Clouds: 75%
        Visibility: 10.0 km
        Sunrise: 04:48 local time
        Sunset: 18:31 local time
        Daylight: 13 h 38 min, 1 min 56 s longer than yesterday
        Moon: last quarter, 50% lit
        Observed: 2024-05-01 20:57 local time (UTC+09:00)
        Age: observed 3 min ago; fetched 3 min ago

        """
    static let madridPlain = """
        Madrid, ES
        Temperature: 0°C
        Feels like: -4°C
        High / low: 1°C / -2°C
        Pressure: 1020 hPa
        Humidity: 40%
        Wind: 0.5 m/s
        Daylight: 13 h 57 min, 2 min 18 s longer than yesterday
        Moon: last quarter, 51% lit
        Observed: 2024-05-01 12:00 local time (UTC+02:00)
        Age: observed 2 h ago; fetched 2 h ago (stale)

        """
    static let notFound =
        "wxapp: No country or city called \"Atlantis\" was found. Check the spelling, or add a country code "
        + "as in \"Paris,FR\".\n"

    static func fakes(saved: [WeatherReport] = []) -> FakeServices {
        FakeServices(repository: FakeWeatherRepository(saved: saved, fetchable: [.stub(), .madrid]))
    }

    @Test func aCountryAddsItsCapitalAndPrintsItsCard() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["add", "Japan"], in: fakes)

        #expect(run == CommandLineRun(exitCode: 0, stdout: Self.tokyoCard, stderr: ""))
        #expect(fakes.repository.policies == [.refresh])
        #expect(fakes.repository.savedPlaces == [.tokyo])
    }

    @Test func severalPlacesPrintOneListOfWhatWasAddedEachFailureWhatWasSavedAndExitWithTheWorst() async {
        let run = await CommandLineRun.of(
            ["add", "Atlantis", "JP", "Antarctica", "madrid", "--format", "plain"], in: Self.fakes())

        #expect(run.exitCode == 66)
        #expect(
            run.stdout == """
                Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed 3 min ago
                Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)

                """)
        #expect(
            run.stderr
                == Self.notFound
                + "wxapp: The catalog does not know where the capital of Antarctica is, so wxapp cannot fetch its "
                + "weather. Add a city of Antarctica by name instead.\n"
                + "wxapp: showing cached data for Madrid, ES, fetched 2 h ago: the weather service did not answer in "
                + "time.\n"
                + "wxapp: Saved Tokyo, JP, Madrid, ES; 2 of 4 could not be added.\n")
    }

    @Test func severalPlacesPrintTheTableListPrints() async {
        let fakes = Self.fakes()

        let added = await CommandLineRun.of(["add", "JP", "madrid"], in: fakes)
        let listed = await CommandLineRun.of(["list"], in: fakes)

        #expect(added.exitCode == 0)
        #expect(added.stdout == listed.stdout)
        #expect(added.stdout.hasPrefix("┌"), "\(added)")
        #expect(added.stdout.split(separator: "\n").count == 6, "\(added)")
    }

    @Test func onePlaceOfSeveralAskedStillPrintsItsCard() async {
        let run = await CommandLineRun.of(
            ["add", "Atlantis", "JP", "--format", "plain"], in: Self.fakes())

        #expect(
            run
                == CommandLineRun(
                    exitCode: 66, stdout: Self.tokyoPlain,
                    stderr: Self.notFound + "wxapp: Saved Tokyo, JP; 1 of 2 could not be added.\n"))
    }

    @Test func jsonPrintsTheAddedPlacesAsListPrintsThem() async throws {
        let run = await CommandLineRun.of(
            ["add", "Tokyo", "Atlantis", "Spain", "--format", "json"], in: Self.fakes())
        let document = try #require(try JSONObject.parse(run.stdout) as? [String: Any])
        let places = try #require(document["places"] as? [[String: Any]])

        #expect(run.exitCode == 66)
        #expect(places.map { $0["name"] as? String } == ["Tokyo", "Madrid"])
        #expect(run.stderr.hasPrefix(Self.notFound))
    }

    @Test func jsonPrintsAnEmptyListWhenNothingWasAdded() async throws {
        let run = await CommandLineRun.of(["add", "Atlantis", "--format", "json"], in: Self.fakes())
        let document = try #require(try JSONObject.parse(run.stdout) as? [String: Any])

        #expect(run.exitCode == 66 && run.stderr == Self.notFound)
        #expect((document["places"] as? [Any])?.isEmpty == true, "\(run)")
    }

    @Test func offlineOnlyRefreshesFromTheCache() async {
        let fakes = Self.fakes(saved: [.stub(origin: .offline)])

        let cached = await CommandLineRun.of(["add", "Tokyo", "--offline"], in: fakes)
        let missing = await CommandLineRun.of(["add", "Madrid", "--offline"], in: fakes)

        #expect(cached.exitCode == 0)
        #expect(cached.stderr == "", "asked for with --offline: the card shows both ages")
        #expect(
            missing
                == CommandLineRun(
                    exitCode: 69, stdout: "",
                    stderr: "wxapp: There is no cached weather for \"Madrid\" to show offline. "
                        + "Run the command again without --offline to fetch it.\n"))
    }

    @Test func aMissingAPIKeyExits78() async {
        var fakes = Self.fakes()
        fakes = FakeServices(
            repository: fakes.repository, geocoder: StubGeocodingRepository(failure: .apiKeyMissing))

        let run = await CommandLineRun.of(["add", "Osaka"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 78, stdout: "",
                    stderr: "wxapp: No OpenWeatherMap API key is set. Set OPENWEATHER_API_KEY or run "
                        + "\"wxapp config set api-key KEY\" (a free key: https://openweathermap.org/api), "
                        + "or use Open-Meteo, which needs none (--provider openmeteo).\n"))
    }

    @Test func theSpinnerNamesThePlaceAndIsGoneBeforeTheCard() async {
        let run = await CommandLineRun.of(
            ["add", "Japan", "--no-color", "--icons", "ascii"], in: Self.fakes(), terminal: true)

        #expect(run.stdout == Self.tokyoCard)
        #expect(run.stderr.hasPrefix("\r⠋ Adding Japan…"))
        #expect(run.stderr.hasSuffix("\r\u{1B}[K"))
    }
}
