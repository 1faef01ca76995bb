import Foundation
import Infrastructure
import Testing

/// Rain in the next two hours: one sentence from Open-Meteo's 15-minute steps, kept with the reading and
/// told again from the kept steps offline; OpenWeatherMap says it has none.
@Suite(.serialized) struct NowcastTests {
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    private static func line(_ text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix("Next 2 h: ") }.map(String.init)
    }

    @Test func rainComingIsOneSentenceAndItsStepsAreInJSON() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let add = try await sandbox.wxapp("add", "Paris,FR", "--format", "plain")
                #expect(add.exitCode == 0, "\(add)")
                let asked = await meteo.requests.last
                #expect(
                    asked?.query["minutely_15"] == "precipitation"
                        && asked?.query["forecast_minutely_15"] == "10")
                let sentence = try #require(Self.line(add.stdout), "\(add)")
                let starts = ["15", "20", "25", "30"].map {
                    "Next 2 h: Rain starting in about \($0) min, stopping about 45 min later"
                }
                #expect(starts.contains(sentence), "\(sentence)")

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "json")
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
                let nowcast = try #require(object["nowcast"] as? [String: Any])
                #expect(nowcast["available"] as? Bool == true && nowcast["modelled"] as? Bool == true)
                let steps = try #require(nowcast["steps"] as? [[String: Any]])
                #expect(steps.count == 10, "the ten quarter hours from the one in progress")
                let amounts = steps.map { ($0["precipitation"] as? [String: Any])?["value"] as? Double }
                #expect(Array(amounts.prefix(8)) == [0, 0, 1.2, 1.5, 0.8, 0, 0, 0], "\(steps)")
                #expect((nowcast["summary"] as? String)?.hasPrefix("Rain starting in about ") == true)

                let forecast = try await sandbox.wxapp("forecast", "Paris", "--format", "plain")
                #expect(forecast.exitCode == 0, "\(forecast)")
                #expect(
                    forecast.stdout.contains("\nNext 2 h: Rain starting in about "),
                    "the kept reading's: \(forecast)")
                let document = try JSONSerialization.jsonObject(
                    with: Data(
                        try await sandbox.wxapp("forecast", "Paris", "--offline", "--format", "json").stdout
                            .utf8))
                #expect(
                    ((document as? [String: Any])?["nowcast"] as? [String: Any])?["available"] as? Bool
                        == true)
            }
        }
    }

    /// Every step null is no nowcast: never "no rain", and JSON says it is not available.
    @Test func aNowcastOfNullsIsUnknownNeverDry() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                await meteo.setNowcast(Array(repeating: "null", count: 9))
                let add = try await sandbox.wxapp("add", "Paris,FR", "--format", "plain")
                #expect(add.exitCode == 0, "\(add)")
                #expect(
                    Self.line(add.stdout) == "Next 2 h: Not known: the service gave no precipitation for now",
                    "\(add)")

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
                let nowcast = try #require(object["nowcast"] as? [String: Any])
                #expect(nowcast["available"] as? Bool == false, "\(show.stdout)")
                #expect(
                    nowcast["summary"] as? String == "not known: the service gave no precipitation for now")
            }
        }
    }

    /// A day of steps (96) is kept as the ten quarter hours asked for, and rain at 290 minutes is never
    /// spoken of; amounts in inches are read as inches.
    @Test func onlyTheQuarterHoursAskedForAreKeptAndTheDeclaredUnitIsRead() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                var amounts = Array(repeating: "0.0", count: 96)
                amounts[2] = "0.04"
                amounts[19] = "0.5"
                await meteo.setNowcast(amounts, unit: "inch")
                let add = try await sandbox.wxapp("add", "Paris,FR", "--format", "plain")
                #expect(add.exitCode == 0, "\(add)")
                let sentence = try #require(Self.line(add.stdout), "\(add)")
                #expect(
                    sentence.hasPrefix("Next 2 h: Rain starting in about "), "0.04 in is 1 mm: \(sentence)")
                #expect(!sentence.contains("290"), "\(sentence)")

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
                let steps = try #require((object["nowcast"] as? [String: Any])?["steps"] as? [[String: Any]])
                #expect(steps.count == 10, "ten quarter hours from the one in progress: \(steps.count)")
                let kept = steps.compactMap {
                    ($0["precipitation"] as? [String: Any])?["value"] as? Double
                }
                #expect(
                    kept.contains { abs($0 - 1.02) < 0.001 }, "0.04 in = 1.016 mm, to JSON's 0.01 mm: \(kept)"
                )
            }
        }
    }

    /// Kept and shown offline later, a nowcast speaks only for the minutes it still covers, and not at
    /// all once less than ten are left; the binary runs 100 and then 117 minutes after the quarter hour the
    /// eight kept steps begin with.
    @Test(OptionalTool.needed(.libfaketime))
    func keptItSpeaksOnlyForTheSpanItStillCovers() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                await meteo.setNowcast(Array(repeating: "0.0", count: 8))
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                // The quarter the kept steps begin with, as kept: the wall clock may have passed into the
                // next quarter since the fake wrote them.
                let first = try SQLiteDatabase(path: sandbox.databaseURL.path).query(
                    "SELECT MIN(time) AS first FROM observation_nowcast"
                ).first?.double("first")
                let quarter = try #require(first, "eight steps are kept")
                sandbox.setClock(to: Date(timeIntervalSince1970: quarter + 100 * 60))
                let later = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "plain")
                #expect(Self.line(later.stdout) == "Next 2 h: No rain in the next 20 min", "\(later)")

                sandbox.setClock(to: Date(timeIntervalSince1970: quarter + 117 * 60))
                let spent = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "plain")
                #expect(
                    Self.line(spent.stdout) == "Next 2 h: None kept for now: the last nowcast has run out",
                    "\(spent)")
            }
        }
    }

    @Test func outsideEuropeAndNorthAmericaItSaysTheStepsAreInterpolated() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.keyless(sandbox, url)
                let add = try await sandbox.wxapp("add", "Tokyo", "--format", "plain")
                #expect(
                    Self.line(add.stdout)
                        == "Next 2 h: No rain in the next two hours (interpolated from hourly data here)",
                    "\(add)")
            }
        }
    }

    @Test func aKeptNowcastThatHasRunOutSaysSoRatherThanShowingOldRain() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                await meteo.stop()
                try sandbox.editDatabase("UPDATE observation_nowcast SET time = time - 10800")

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "plain")
                #expect(show.exitCode == 0, "\(show)")
                #expect(
                    Self.line(show.stdout) == "Next 2 h: None kept for now: the last nowcast has run out",
                    "\(show)")
            }
        }
    }

    @Test func aFailedRefreshKeepsTheSentenceFromTheKeptStepsWithTheUsualNotice() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                await meteo.setFault((status: 503, body: #"{"error":true,"reason":"busy"}"#))
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"

                let show = try await sandbox.wxapp("show", "Paris", "--format", "plain")
                #expect(show.exitCode == 0, "\(show)")
                #expect(
                    show.stderr.hasPrefix("wxapp: showing cached data for Paris, FR, fetched "), "\(show)")
                #expect(
                    Self.line(show.stdout)?.hasPrefix("Next 2 h: Rain starting in about ") == true, "\(show)")
            }
        }
    }

    @Test func openWeatherMapSaysItHasNoneInEveryFormat() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let plain = try await sandbox.wxapp("show", "Tokyo", "--format", "plain")
            #expect(Self.line(plain.stdout) == "Next 2 h: Not available with OpenWeatherMap", "\(plain)")
            let json = try await sandbox.wxapp("show", "Tokyo", "--format", "json")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let nowcast = try #require(object["nowcast"] as? [String: Any])
            #expect(nowcast["available"] as? Bool == false)
            #expect(nowcast["summary"] as? String == "not available with OpenWeatherMap")
            #expect((nowcast["steps"] as? [Any])?.isEmpty == true)
        }
    }
}
