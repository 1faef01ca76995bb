import Domain
import Testing

@testable import Presentation

struct ShowCommandTests {
    static func fakes(_ saved: [WeatherReport] = [.stub(), .madrid]) -> FakeServices {
        FakeServices(repository: FakeWeatherRepository(saved: saved))
    }

    @Test func printsTheCardOfTheSavedPlace() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["show", "tokyo"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
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

                        """, stderr: ""))
        #expect(fakes.repository.policies == [.cacheFirst(lifetime: 600)])
    }

    @Test func plainCardOfAFallbackSaysWhyItIsOld() async {
        let run = await CommandLineRun.of(
            ["show", "Madrid,ES", "--format", "plain", "--units", "imperial"], in: Self.fakes())

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        Madrid, ES
                        Temperature: 31°F
                        Feels like: 26°F
                        High / low: 33°F / 28°F
                        Pressure: 30.12 inHg
                        Humidity: 40%
                        Wind: 1 mph
                        Daylight: 13 h 57 min, 2 min 18 s longer than yesterday
                        Moon: last quarter, 51% lit
                        Observed: 2024-05-01 12:00 local time (UTC+02:00)
                        Age: observed 2 h ago; fetched 2 h ago (stale)

                        """,
                    stderr: "wxapp: showing cached data for Madrid, ES, fetched 2 h ago: "
                        + "the weather service did not answer in time.\n"))
    }

    @Test func jsonPrintsOnePlaceObject() async {
        let run = await CommandLineRun.of(
            ["show", "Tokyo", "--format", "json", "--offline"], in: Self.fakes())

        #expect(run.exitCode == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                {
                  "ageSeconds" : 180,
                  "air" : null,
                  "alerts" : null,
                  "country" : "JP",
                  "daylight" : {
                    "changeSeconds" : 116,
                    "seconds" : 49118
                  },
                  "fallbackReason" : null,
                  "fetchedAt" : "2024-05-01T11:57:00Z",
                  "latitude" : 35.6895,
                  "longitude" : 139.6917,
                  "moon" : {
                    "elongationDegrees" : 269.9,
                    "illumination" : 0.501,
                    "phase" : "last quarter"
                  },
                  "name" : "Tokyo",
                  "normal" : null,
                  "nowcast" : {
                    "available" : false,
                    "modelled" : null,
                    "steps" : [],
                    "summary" : null
                  },
                  "observedAgeSeconds" : 180,
                  "passedOver" : [],
                  "polar" : null,
                  "provider" : null,
                  "region" : null,
                  "shownName" : null,
                  "source" : "network",
                  "stale" : false,
                  "weather" : {
                    "clouds" : {
                      "unit" : "%",
                      "value" : 75
                    },
                    "condition" : {
                      "code" : 803,
                      "description" : "broken clouds",
                      "icon" : "04d",
                      "summary" : "Clouds"
                    },
                    "dewPoint" : null,
                    "feelsLike" : {
                      "unit" : "°C",
                      "value" : 17.6
                    },
                    "humidity" : {
                      "unit" : "%",
                      "value" : 72
                    },
                    "maximum" : {
                      "unit" : "°C",
                      "value" : 19.5
                    },
                    "minimum" : {
                      "unit" : "°C",
                      "value" : 15.2
                    },
                    "observedAt" : "2024-05-01T11:57:00Z",
                    "pressure" : {
                      "unit" : "hPa",
                      "value" : 1012
                    },
                    "rainLastHour" : null,
                    "snowLastHour" : null,
                    "station" : null,
                    "sunrise" : "2024-04-30T19:48:00Z",
                    "sunset" : "2024-05-01T09:31:00Z",
                    "temperature" : {
                      "unit" : "°C",
                      "value" : 18.4
                    },
                    "utcOffsetSeconds" : 32400,
                    "visibility" : {
                      "unit" : "km",
                      "value" : 10
                    },
                    "windDirection" : {
                      "unit" : "°",
                      "value" : 30
                    },
                    "windGust" : {
                      "unit" : "m/s",
                      "value" : 7.2
                    },
                    "windSpeed" : {
                      "unit" : "m/s",
                      "value" : 4.12
                    }
                  }
                }

                """)
    }

    @Test func offlineUsesTheOfflinePolicyAndNoSpinner() async {
        let fakes = Self.fakes([.stub(origin: .offline)])

        let run = await CommandLineRun.of(["show", "Japan", "--offline"], in: fakes, terminal: true)

        #expect(fakes.repository.policies == [.offline])
        #expect(run.stderr == "", "no spinner, and no notice for what was asked for")
    }

    @Test func aPlaceNeitherSavedNorFoundExits66() async {
        let run = await CommandLineRun.of(["show", "Paris"], in: Self.fakes())

        #expect(
            run
                == CommandLineRun(
                    exitCode: 66, stdout: "",
                    stderr:
                        "wxapp: No country or city called \"Paris\" was found. Check the spelling, or add a "
                        + "country code as in \"Paris,FR\".\n"))
    }

    @Test func anAmbiguousNameListsTheCandidates() async {
        let london = WeatherReport.stub(place: .stub(name: "London", countryCode: "GB"))
        let ontario = WeatherReport.stub(place: .stub(name: "London", countryCode: "CA"))

        let run = await CommandLineRun.of(["show", "London"], in: Self.fakes([london, ontario]))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 64, stdout: "",
                    stderr:
                        "wxapp: \"London\" matches more than one saved place; try \"London,GB\" or \"London,CA\".\n"
                ))
    }

    @Test func anEmptyNameIsAUsageError() async {
        let run = await CommandLineRun.of(["show", "  "], in: Self.fakes())

        #expect(run == CommandLineRun(exitCode: 64, stdout: "", stderr: "wxapp: The place name is empty.\n"))
    }

    @Test func noPlaceNamedIsTheFirstSavedPlaceAndNothingSavedSaysHowToSetOne() async {
        let run = await CommandLineRun.of(["show"], in: Self.fakes())

        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("Tokyo, JP\n"), "\(run)")

        let none = await CommandLineRun.of(["show"], in: Self.fakes([]))
        #expect(
            none
                == CommandLineRun(
                    exitCode: 64, stdout: "",
                    stderr:
                        "wxapp: Name a place, or set the place shown when none is named: wxapp config set home Tokyo.\n"
                ))
    }

    @Test func aMissingArgumentPrintsUsageOnStderr() async {
        let run = await CommandLineRun.of(["add"], in: Self.fakes())

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("Error: Missing expected argument '<places> ...'\n"))
        #expect(run.stderr.contains("Usage: wxapp add [<options>] <places> ..."), "\(run)")
    }
}
