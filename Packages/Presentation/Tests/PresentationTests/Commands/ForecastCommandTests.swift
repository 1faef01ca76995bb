import Domain
import Testing

@testable import Presentation

struct ForecastCommandTests {
    static func fakes(
        _ forecasts: FakeForecastRepository = FakeForecastRepository([.stub()]),
        saved: [WeatherReport] = [.stub(), .madrid]
    ) -> FakeServices {
        FakeServices(repository: FakeWeatherRepository(saved: saved), forecasts: forecasts)
    }

    @Test func printsADayPerRowWithTemperatureBarsOnOneScale() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["forecast", "Japan"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        FORECAST FOR TOKYO, JP
                        Local time UTC+09:00 · sunrise 04:48 · sunset 18:31 · fetched 3 min ago
                        Daylight 13 h 38 min, 1 min 56 s longer than yesterday · moon last quarter, 54% lit

                        Day        Sky                 Low  0°C             25°C  High  Chance    Rain    Snow
                        Wed 1 May  (~) broken clouds  15°C              ▌         15°C       –       –       –
                        Thu 2 May  (/) light rain     12°C           ▐████████    22°C     80%  3.6 mm       –
                        Fri 3 May  (~) broken clouds  13°C            ████████▌   23°C     80%       –       –
                        Sat 4 May  (*) light snow      0°C  ████████              10°C     80%       –  4.8 mm
                        Sun 5 May  (!) thunderstorm   15°C              ████████  25°C     80%       –       –

                        """, stderr: ""))
        #expect(fakes.forecasts.policies == [.cacheFirst(lifetime: 600)])
    }

    @Test func emojiIconsAndImperialUnitsLabelTheScaleInFahrenheit() async {
        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--icons", "emoji", "--units", "imperial", "--days", "5"],
            in: Self.fakes())

        #expect(
            run.stdout == """
                FORECAST FOR TOKYO, JP
                Local time UTC+09:00 · sunrise 04:48 · sunset 18:31 · fetched 3 min ago
                Daylight 13 h 38 min, 1 min 56 s longer than yesterday · moon last quarter, 54% lit

                Day        Sky                Low  32°F            77°F  High  Chance     Rain     Snow
                Wed 1 May  ☁️ broken clouds  59°F              ▌         59°F       –        –        –
                Thu 2 May  ☔ light rain     54°F           ▐████████    72°F     80%  0.14 in        –
                Fri 3 May  ⛅ broken clouds  55°F            ████████▌   73°F     80%        –        –
                Sat 4 May  ⛄ light snow     32°F  ████████              50°F     80%        –  0.19 in
                Sun 5 May  ⚡ thunderstorm   59°F              ████████  77°F     80%        –        –

                """)
    }

    @Test func hourlyDrawsAChartAndAStepPerRowGroupedByLocalDay() async {
        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--hourly", "--days", "2"], in: Self.fakes())

        #expect(
            run.stdout == """
                FORECAST FOR TOKYO, JP
                Local time UTC+09:00 · sunrise 04:48 · sunset 18:31 · fetched 3 min ago
                Daylight 13 h 38 min, 1 min 56 s longer than yesterday · moon last quarter, 54% lit

                Temperature (°C), every 3 hours
                22°C ┤                    ▄▄▄▄████
                     │                ▃▃▃▃████████▇▇▇▇
                     │                ████████████████
                     │▁▁▁▁        ▁▁▁▁████████████████▆▆▆▆
                     │████        ████████████████████████
                12°C ┤████████▄▄▄▄████████████████████████
                     └────────────────────────────────────
                      Wed Thu

                Wed 1 May
                  21:00  (~) broken clouds  15°C  feels 14°C    –            –  4.1 m/s NNE ↙

                Thu 2 May
                  00:00  (/) light rain     13°C  feels 12°C  20%            –  4.1 m/s NNE ↙
                  03:00  (/) light rain     12°C  feels 11°C  40%            –  4.1 m/s NNE ↙
                  06:00  (/) light rain     15°C  feels 14°C    –  0.6 mm rain  4.1 m/s NNE ↙
                  09:00  (/) light rain     19°C  feels 18°C  80%  0.6 mm rain  4.1 m/s NNE ↙
                  12:00  (/) light rain     21°C  feels 20°C   0%  0.6 mm rain  4.1 m/s NNE ↙
                  15:00  (/) light rain     22°C  feels 21°C    –  0.6 mm rain  4.1 m/s NNE ↙
                  18:00  (/) light rain     20°C  feels 19°C  40%  0.6 mm rain  4.1 m/s NNE ↙
                  21:00  (/) light rain     16°C  feels 15°C  60%  0.6 mm rain  4.1 m/s NNE ↙

                """)
    }

    @Test func plainIsASentencePerDayAndAnASCIIChart() async {
        let run = await CommandLineRun.of(["forecast", "Tokyo", "--format", "plain"], in: Self.fakes())

        #expect(
            run.stdout == """
                Forecast for Tokyo, JP
                Local time UTC+09:00, sunrise 04:48, sunset 18:31, fetched 3 min ago
                Daylight 13 h 38 min, 1 min 56 s longer than yesterday; moon last quarter, 54% lit
                Wed 1 May: broken clouds, low 15°C, high 15°C
                Thu 2 May: light rain, low 12°C, high 22°C, chance of precipitation 80%, rain 3.6 mm
                Fri 3 May: broken clouds, low 13°C, high 23°C, chance of precipitation 80%
                Sat 4 May: light snow, low 0°C, high 10°C, chance of precipitation 80%, snow 4.8 mm
                Sun 5 May: thunderstorm, low 15°C, high 25°C, chance of precipitation 80%

                Temperature range, 0°C to 25°C:
                Wed 1 May  15°C  |            =       |  15°C
                Thu 2 May  12°C  |         =========  |  22°C
                Fri 3 May  13°C  |          ========= |  23°C
                Sat 4 May   0°C  |========            |  10°C
                Sun 5 May  15°C  |            ========|  25°C

                """)
    }

    @Test func plainHourlyIsASentencePerStepAndAnASCIILineChart() async {
        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--format", "plain", "--hourly", "--days", "2", "--units", "standard"],
            in: Self.fakes())

        #expect(
            run.stdout == """
                Forecast for Tokyo, JP
                Local time UTC+09:00, sunrise 04:48, sunset 18:31, fetched 3 min ago
                Daylight 13 h 38 min, 1 min 56 s longer than yesterday; moon last quarter, 54% lit
                Wed 1 May, 21:00: broken clouds, 288 K, feels like 287 K, wind 4.1 m/s from NNE
                Thu 2 May, 00:00: light rain, 286 K, feels like 285 K, chance of precipitation 20%, wind 4.1 m/s from NNE
                Thu 2 May, 03:00: light rain, 285 K, feels like 284 K, chance of precipitation 40%, wind 4.1 m/s from NNE
                Thu 2 May, 06:00: light rain, 288 K, feels like 287 K, rain 0.6 mm, wind 4.1 m/s from NNE
                Thu 2 May, 09:00: light rain, 292 K, feels like 291 K, chance of precipitation 80%, rain 0.6 mm, wind 4.1 m/s from NNE
                Thu 2 May, 12:00: light rain, 294 K, feels like 293 K, chance of precipitation 0%, rain 0.6 mm, wind 4.1 m/s from NNE
                Thu 2 May, 15:00: light rain, 295 K, feels like 294 K, rain 0.6 mm, wind 4.1 m/s from NNE
                Thu 2 May, 18:00: light rain, 293 K, feels like 292 K, chance of precipitation 40%, rain 0.6 mm, wind 4.1 m/s from NNE
                Thu 2 May, 21:00: light rain, 289 K, feels like 288 K, chance of precipitation 60%, rain 0.6 mm, wind 4.1 m/s from NNE

                Temperature (K), every 3 hours:
                295 K +                    ********
                      |                ****        ****
                      |
                      |****        ****                ****
                      |    ****
                285 K +        ****
                      +------------------------------------
                       Wed Thu

                """)
    }

    @Test func jsonHasTheDaysAndStepsInTheRequestedUnits() async throws {
        let run = await CommandLineRun.of(
            ["forecast", "Tokyo", "--format", "json", "--days", "2", "--units", "imperial", "--offline"],
            in: Self.fakes(FakeForecastRepository([.stub(origin: .offline)])))

        #expect(run.exitCode == 0)
        #expect(run.stderr == "", "asked for with --offline: the copy's age is in its header")
        let document = try JSONObject.dictionary(run.stdout)
        let days = try #require(document["days"] as? [[String: Any]])
        let entries = try #require(document["entries"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2024-05-01", "2024-05-02"])
        #expect(days.map { $0["steps"] as? Int } == [1, 8])
        #expect(entries.count == 9)
        #expect(entries.first?["time"] as? String == "2024-05-01T12:00:00Z")
        let thursday = days[1]
        #expect((thursday["maximum"] as? [String: Any])?["unit"] as? String == "°F")
        #expect(
            ((thursday["maximum"] as? [String: Any])?["value"] as? Double).map { abs($0 - 71.6) < 1e-9 }
                == true)
        #expect((thursday["rain"] as? [String: Any])?["unit"] as? String == "in")
        #expect((thursday["precipitationProbability"] as? [String: Any])?["value"] as? Double == 80)
        #expect((thursday["condition"] as? [String: Any])?["description"] as? String == "light rain")
        #expect(document["source"] as? String == "offline")
        #expect(document["units"] as? String == "imperial")
        #expect(document["utcOffsetSeconds"] as? Int == 32_400)
        #expect(document["name"] as? String == "Tokyo")
        #expect(document["stale"] as? Bool == false)
        #expect(
            Set(entries[0].keys) == [
                "time", "utcOffsetSeconds", "temperature", "feelsLike", "minimum", "maximum", "pressure",
                "humidity", "dewPoint",
                "windSpeed", "windGust",
                "windDirection", "clouds", "visibility", "precipitationProbability", "rain", "snow",
                "condition",
            ])
    }
}
