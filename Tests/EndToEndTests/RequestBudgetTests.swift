import Foundation
import Testing

/// wxapp's own budget of requests to each service (`WXAPP_REQUESTS_PER_MINUTE`): with failover on, places
/// beyond it are answered by the next provider at once, in its batches, said in one line; with failover off,
/// a request waits for room within the time budget, saying so, or fails as held back by wxapp itself. A
/// request that was never sent is never reported as a service that did not answer.
@Suite(.serialized) struct RequestBudgetTests {
    /// Every country of the catalog as its ISO code, and whether the catalog knows where its capital is.
    static let countries: [(code: String, hasCapital: Bool)] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("countries.json")
        guard let data = try? Data(contentsOf: file),
            let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return entries.compactMap { entry in
            guard let code = entry["alpha2"] as? String else { return nil }
            return (code, entry["latitude"] is Double && entry["capital"] is String)
        }
    }()

    /// The first `count` countries that have a capital.
    static func withCapitals(_ count: Int) -> [String] {
        Array(countries.filter(\.hasCapital).map(\.code).prefix(count))
    }

    /// A keyed sandbox (OpenWeatherMap on the default server) with Open-Meteo and MET Norway on their own
    /// loopback servers, failover on, and a budget of `perMinute` requests a minute to each.
    static func keyed(_ sandbox: Sandbox, openMeteo: String, metno: String, perMinute: Int) {
        sandbox.environment["WXAPP_OPENMETEO_URL"] = openMeteo
        sandbox.environment["WXAPP_METNO_URL"] = metno
        sandbox.environment["WXAPP_FALLBACK"] = nil
        sandbox.environment["WXAPP_REQUESTS_PER_MINUTE"] = "\(perMinute)"
    }

    static func failover(places: Int, perMinute: Int) -> String {
        "wxapp: OpenWeatherMap was not asked, as wxapp's own budget of \(perMinute) requests a minute to it is "
            + "used up (WXAPP_REQUESTS_PER_MINUTE); showing Open-Meteo's weather for \(places) places.\n"
    }

    /// The `provider` of every place `list` shows, counted.
    static func providers(_ sandbox: Sandbox) async throws -> [String: Int] {
        let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
        return Dictionary(
            try ReportDocument.list(list.stdout).places.map { ($0.provider ?? "none", 1) },
            uniquingKeysWith: +)
    }

    @Test func placesBeyondTheBudgetAreAnsweredByOpenMeteoAtOnceSaidInOneLine() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    Self.keyed(sandbox, openMeteo: meteoURL, metno: metURL, perMinute: 5)
                    let codes = Self.withCapitals(30)
                    try #require(codes.count == 30)

                    let add = try await sandbox.wxapp(arguments: ["add"] + codes + ["--format", "json"])

                    #expect(add.exitCode == 0, "\(add)")
                    #expect(add.stderr == Self.failover(places: 25, perMinute: 5), "\(add)")
                    #expect(!add.stderr.contains("did not answer in time"))
                    let added = try ReportDocument.places(add.stdout)
                    #expect(added.count == 30)
                    #expect(await sandbox.server.requests(to: .weather).count == 5, "the budget, no more")
                    // The places beyond it go to Open-Meteo together (one request; two should one request
                    // of the budget's last place start only after theirs).
                    let forecasts = await meteo.requests.filter { $0.path == "/v1/forecast" }
                    #expect((1...2).contains(forecasts.count), "\(forecasts.map(\.target))")
                    #expect(await met.requests.isEmpty)
                    #expect(try await Self.providers(sandbox) == ["openweathermap": 5, "openmeteo": 25])
                }
            }
        }
    }

    @Test func addingEveryCountryWithAKeySavesEachThatHasACapital() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    Self.keyed(sandbox, openMeteo: meteoURL, metno: metURL, perMinute: 50)
                    let codes = Self.countries.map(\.code)
                    let capitals = Self.countries.filter(\.hasCapital).count
                    try #require(codes.count > 240)

                    let clock = ContinuousClock()
                    let start = clock.now
                    let add = try await sandbox.wxapp(arguments: ["add"] + codes, timeout: .seconds(60))
                    let took = clock.now - start
                    // A figure to read in the output, not a check: the project keeps timing out of its tests.
                    print("add of \(codes.count) countries with a key and failover on: \(took)")

                    // The budget counts every request to OpenWeatherMap, the look-ups of names the catalog
                    // cannot place among them.
                    #expect(await sandbox.server.requests.count == 50, "the budget, no more")
                    let answered = await sandbox.server.requests(to: .weather).count
                    let lines = add.stderr.split(separator: "\n").map(String.init)
                    let capitalless = lines.filter { $0.contains("does not know where the capital of") }
                    #expect(capitalless.count == codes.count - capitals, "\(add)")
                    #expect(add.exitCode == (capitalless.isEmpty ? 0 : 66), "\(add)")
                    // Last, what was saved, when some could not be.
                    #expect(capitalless.isEmpty || lines.last?.hasPrefix("wxapp: Saved ") == true, "\(add)")
                    #expect(
                        lines.filter { !$0.contains("does not know where the capital of") }
                            .filter { !$0.hasPrefix("wxapp: Saved ") }
                            == [String(Self.failover(places: capitals - answered, perMinute: 50).dropLast())],
                        "\(add)")
                    let forecasts = await meteo.requests.filter { $0.path == "/v1/forecast" }
                    #expect((2...3).contains(forecasts.count), "100 places to a request")
                    #expect(await met.requests.isEmpty)
                    #expect(
                        try await Self.providers(sandbox) == [
                            "openweathermap": answered, "openmeteo": capitals - answered,
                        ])
                }
            }
        }
    }

    @Test func aRefreshOfManySavedPlacesGoesOnToOpenMeteoPastTheBudget() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    Self.keyed(sandbox, openMeteo: meteoURL, metno: metURL, perMinute: 50)
                    let add = try await sandbox.wxapp(arguments: ["add"] + Self.withCapitals(12))
                    try #require(add.exitCode == 0, "\(add)")

                    sandbox.environment["WXAPP_REQUESTS_PER_MINUTE"] = "5"
                    let list = try await sandbox.wxapp("list", "--refresh", "--format", "json")

                    #expect(list.exitCode == 0, "\(list)")
                    #expect(list.stderr == Self.failover(places: 7, perMinute: 5), "\(list)")
                    let rows = try #require(
                        (try ReportDocument.object(list.stdout) as? [String: Any])?["places"]
                            as? [[String: Any]])
                    #expect(rows.map { $0["source"] as? String } == Array(repeating: "network", count: 12))
                    #expect(await sandbox.server.requests(to: .weather).count == 12 + 5)
                    #expect(await meteo.requests.filter { $0.path == "/v1/forecast" }.count <= 2)
                    #expect(await met.requests.isEmpty)
                }
            }
        }
    }

    @Test func withFailoverOffARefreshPastTheBudgetShowsTheRestFromTheCacheSayingWhy() async throws {
        try await Sandbox.runPatiently { sandbox in
            let add = try await sandbox.wxapp(arguments: ["add"] + Self.withCapitals(8))
            try #require(add.exitCode == 0, "\(add)")

            sandbox.environment["WXAPP_REQUESTS_PER_MINUTE"] = "3"
            let list = try await sandbox.wxapp("list", "--refresh", "--format", "json")

            #expect(list.exitCode == 0, "\(list)")
            #expect(list.stderr.hasPrefix("wxapp: showing cached data for 5 places, "), "\(list)")
            #expect(
                list.stderr.hasSuffix(
                    ": wxapp's own budget of 3 requests a minute to 127.0.0.1 is used up "
                        + "(WXAPP_REQUESTS_PER_MINUTE).\n"), "\(list)")
            #expect(list.stderr.split(separator: "\n").count == 1, "\(list)")
            let rows = try #require(
                (try ReportDocument.object(list.stdout) as? [String: Any])?["places"] as? [[String: Any]])
            #expect(rows.filter { $0["source"] as? String == "network" }.count == 3)
            #expect(rows.filter { $0["source"] as? String == "fallback" }.count == 5)
            #expect(await sandbox.server.requests(to: .weather).count == 8 + 3)
        }
    }

    static func heldBack(perMinute: Int) throws -> Regex<AnyRegexOutput> {
        try Regex(
            #"wxapp: wxapp did not ask 127\.0\.0\.1: its own budget of \#(perMinute) requests a minute to it "#
                + #"\(WXAPP_REQUESTS_PER_MINUTE\) has no room for \d+ seconds, longer than this command waits, "#
                + #"and there is no cached copy to show\. Try again in \d+ seconds, or raise "#
                + #"WXAPP_REQUESTS_PER_MINUTE if the service allows more\."#)
    }

    @Test(arguments: ["variable", "flag"])
    func withFailoverOffAWaitLongerThanTheTimeBudgetFailsAsWxappsOwn(_ how: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    Self.keyed(sandbox, openMeteo: meteoURL, metno: metURL, perMinute: 2)
                    var arguments = ["add"] + Self.withCapitals(4)
                    if how == "flag" {
                        arguments.append("--no-fallback")
                    } else {
                        sandbox.environment["WXAPP_FALLBACK"] = "0"
                    }

                    // Room comes in a minute; the time budget is twice the 10 s request timeout.
                    let add = try await sandbox.wxapp(arguments: arguments)

                    #expect(add.exitCode == 75, "\(add)")
                    let lines = add.stderr.split(separator: "\n").map(String.init)
                    let pattern = try Self.heldBack(perMinute: 2)
                    #expect(
                        lines.count == 3 && lines.dropLast().allSatisfy { $0.wholeMatch(of: pattern) != nil },
                        "\(add)")
                    #expect(
                        lines.last?.hasPrefix("wxapp: Saved ") == true
                            && lines.last?.hasSuffix("; 2 of 4 could not be added.") == true, "\(add)")
                    #expect(!add.stderr.contains("did not answer in time"))
                    #expect(await sandbox.server.requests(to: .weather).count == 2)
                    #expect(await meteo.requests.isEmpty, "failover is off")
                    #expect(await met.requests.isEmpty, "failover is off")
                    #expect(try await Self.providers(sandbox) == ["openweathermap": 2])
                }
            }
        }
    }
}

/// The one budget test that really waits, a minute, for room: on its own, so that the serialized suite above
/// goes on with its other tests meanwhile.
struct RequestBudgetWaitTests {
    /// The one test that really waits: room in the budget comes a minute after the first request.
    @Test func withFailoverOffARequestWaitsForRoomWithinTheTimeBudgetSayingSo() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    RequestBudgetTests.keyed(sandbox, openMeteo: meteoURL, metno: metURL, perMinute: 2)
                    sandbox.environment["WXAPP_FALLBACK"] = "0"
                    // A time budget of 2 × 40 s covers the wait of a minute.
                    sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "40"

                    let add = try await sandbox.wxapp(
                        arguments: ["add"] + RequestBudgetTests.withCapitals(3) + ["--format", "json"],
                        timeout: .seconds(150))

                    #expect(add.exitCode == 0, "\(add)")
                    let waiting = try Regex(
                        #"wxapp: waiting (59|60) seconds to ask 127\.0\.0\.1: wxapp's own budget of 2 requests a "#
                            + #"minute to it is used up \(WXAPP_REQUESTS_PER_MINUTE\)\.\n"#)
                    #expect(add.stderr.wholeMatch(of: waiting) != nil, "\(add)")
                    #expect(try ReportDocument.places(add.stdout).count == 3)
                    #expect(await sandbox.server.requests(to: .weather).count == 3)
                    #expect(await meteo.requests.isEmpty)
                    #expect(await met.requests.isEmpty)
                }
            }
        }
    }
}
