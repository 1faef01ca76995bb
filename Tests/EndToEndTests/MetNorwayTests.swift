import Foundation
import Testing

/// MET Norway's Locationforecast as a provider, through the real binary against a loopback server shaped
/// like it: what is mapped, what stays missing, and the terms that are rules (User-Agent, four decimals,
/// `Expires`, `If-Modified-Since`, 403, 429, 203).
@Suite(.serialized) struct MetNorwayTests {
    /// The sandbox without a key, MET Norway at `url` and chosen.
    static func metno(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_METNO_URL"] = url
        sandbox.environment["WXAPP_PROVIDER"] = "metno"
    }

    @Test func aPlaceIsFetchedFromMetNorwayWithWhatItGivesAndNothingInvented() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                let add = try await sandbox.wxapp("add", "Oslo", "--format", "plain", "--icons", "none")
                #expect(add.exitCode == 0, "\(add)")
                #expect(add.stderr.isEmpty, "\(add)")
                #expect(add.stdout.contains("Temperature: 5°C"), "4.5 °C, rounded for the eye\n\(add)")
                #expect(add.stdout.contains("Gusts: 9.8 m/s"), "\(add)")
                #expect(add.stdout.contains("Dew point: 2°C"), "2.1 °C, from the complete product\n\(add)")
                #expect(add.stdout.contains("Source: MET Norway (sun times computed by wxapp)"), "\(add)")
                #expect(add.stdout.contains("Sunrise: "), "\(add)")
                for missing in ["Feels like", "Visibility", "High / low"] {
                    #expect(!add.stdout.contains(missing), "MET gives no \(missing)\n\(add)")
                }
                #expect(add.stdout.contains("Next 2 h: Not available with MET Norway"), "\(add)")

                let requests = await met.requests
                #expect(requests.count == 1)
                let request = try #require(requests.first)
                for coordinate in [request.query["lat"], request.query["lon"]] {
                    let decimals = coordinate?.split(separator: ".").dropFirst().first?.count ?? 0
                    #expect(decimals <= 4, "coordinates to at most four decimals: \(request.query)")
                }
                let agent = try #require(request.userAgent)
                #expect(agent.hasPrefix("wxapp/0.1.0 (+") && agent.hasSuffix(")"), "\(agent)")

                let json = try await sandbox.wxapp("show", "Oslo", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(json.stdout) as? [String: Any])
                #expect(object["provider"] as? String == "metno", "\(json)")
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["feelsLike"] is NSNull && weather["visibility"] is NSNull, "\(json)")
                let temperature = try #require(weather["temperature"] as? [String: Any])
                #expect(temperature["value"] as? Double == 4.5)
            }
        }
    }

    /// A null temperature in the step that covers now is a missing temperature, in every format: never
    /// the next hour's (20 °C observed an hour from now), and the reading is never observed after it was
    /// fetched.
    @Test func aNullTemperatureInTheCurrentStepIsMissingNotTheNextHours() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                let reply = FakeMetNorway.reply(latitude: 59.9127, longitude: 10.7461, temperature: 4.5)
                let first = try #require(reply.range(of: #""air_temperature":4.5"#))
                await met.setFault(
                    200, body: reply.replacingCharacters(in: first, with: #""air_temperature":null"#),
                    headers: ["Content-Type": "application/json"])

                let add = try await sandbox.wxapp("add", "Oslo", "--format", "plain", "--icons", "none")
                #expect(add.exitCode == 0, "\(add)")
                #expect(add.stdout.contains("\nTemperature: –\n"), "\(add)")
                #expect(!add.stdout.contains("5°C"), "not the next hour's temperature\n\(add)")
                #expect(add.stdout.contains("Pressure: 1012 hPa"), "the step's other values stay\n\(add)")

                let json = try await sandbox.wxapp("show", "Oslo", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(json.stdout) as? [String: Any])
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["temperature"] is NSNull, "\(json)")
                let observed = try #require(
                    (weather["observedAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
                let fetched = try #require(
                    (object["fetchedAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
                #expect(observed <= fetched, "\(json)")

                let table = try await sandbox.wxapp(
                    "list", "--offline", "--format", "table", "--icons", "none")
                #expect(table.exitCode == 0 && table.stdout.contains("│ Oslo, NO │    – │"), "\(table)")
                let line = try await sandbox.wxapp("line", "Oslo", "--template", "{place} {temperature}")
                #expect(line.exitCode == 0 && line.stdout == "Oslo, NO –\n", "\(line)")
            }
        }
    }

    @Test func noRequestIsMadeBeforeExpiresUnlessTheUserAsksThenItRevalidates() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                let add = try await sandbox.wxapp("add", "Oslo", "--format", "json")
                #expect(add.exitCode == 0, "\(add)")
                let added = try #require(
                    (try ReportDocument.placeObjects(add.stdout)).first?["fetchedAt"]
                        as? String)
                // The cache is stale at once, but MET said the reply is good for 30 minutes.
                let list = try await sandbox.wxapp("list", "--format", "json")
                #expect(list.exitCode == 0, "\(list)")
                #expect(await met.requests.count == 1, "no request before Expires")
                // The reply reused is as old as when it came, never presented as fetched now.
                let reused = try #require(try ReportDocument.list(list.stdout).places.first)
                // The reply came just before `add` saved it: its time, never the later run's.
                let came = try #require(ISO8601DateFormatter().date(from: reused.fetchedAt))
                let saved = try #require(ISO8601DateFormatter().date(from: added))
                #expect(came <= saved && saved.timeIntervalSince(came) < 60, "\(add)\n\(list)")
                #expect(list.stdout.contains(#""source" : "cache""#), "\(list)")

                let refresh = try await sandbox.wxapp("list", "--refresh", "--format", "json")
                #expect(refresh.exitCode == 0, "\(refresh)")
                #expect(refresh.stderr.isEmpty, "a 304 is fresh data\n\(refresh)")
                let requests = await met.requests
                #expect(requests.count == 2)
                #expect(requests.last?.ifModifiedSince == FakeMetNorway.lastModified)
                let place = try #require(try ReportDocument.list(refresh.stdout).places.first)
                #expect(place.ageSeconds <= 5, "a 304 counts as fetched now\n\(refresh)")
                #expect(place.provider == "metno")
            }
        }
    }

    @Test func anExpiredReplyIsAskedForAgain() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                await met.setLifetime(-60)
                let add = try await sandbox.wxapp("add", "Oslo")
                #expect(add.exitCode == 0, "\(add)")
                let show = try await sandbox.wxapp("show", "Oslo")
                #expect(show.exitCode == 0, "\(show)")
                #expect(await met.requests.count == 2)
            }
        }
    }

    @Test func a403SaysTheUserAgentWasRefusedAndHowToFixIt() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                await met.setFault(403, body: "Forbidden")
                let add = try await sandbox.wxapp("add", "Oslo")
                #expect(add.exitCode == 78, "\(add)")
                #expect(add.stderr.contains("MET Norway refused the request (HTTP 403)"), "\(add)")
                #expect(add.stderr.contains("WXAPP_CONTACT"), "\(add)")

                sandbox.environment["WXAPP_CONTACT"] = "weather@example.org"
                await met.setFault(nil)
                #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                #expect(await met.requests.last?.userAgent == "wxapp/0.1.0 (+weather@example.org)")
            }
        }
    }

    @Test(arguments: ["météo@example.org", "me (home)", String(repeating: "a", count: 201), "a\u{7}b"])
    func aContactThatCannotGoInAUserAgentIsAConfigurationError(_ contact: String) async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                sandbox.environment["WXAPP_CONTACT"] = contact
                let add = try await sandbox.wxapp("add", "Oslo")
                #expect(add.exitCode == 78, "\(add)")
                #expect(
                    add.stderr.hasPrefix("wxapp: The configuration is invalid: WXAPP_CONTACT is ")
                        && add.stderr.hasSuffix(
                            "; it must be an e-mail address or a web address of at most 200 characters, in ASCII "
                                + "and without parentheses. Fix it and try again.\n"),
                    "\(add)")
                #expect(await met.requests.isEmpty)
            }
        }
    }

    @Test func a429IsHonouredWithItsRetryAfter() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                sandbox.environment["WXAPP_FALLBACK"] = "0"
                await met.setFault(429, body: "", headers: ["Retry-After": "120"])
                let add = try await sandbox.wxapp("add", "Oslo")
                #expect(add.exitCode == 75, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: The weather service is limiting requests. Try again in 120 seconds.\n")
                #expect(await met.requests.count == 1, "a Retry-After beyond the budget is not waited for")
            }
        }
    }

    @Test func a203IsShownOnceAsAWarning() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { met, url in
                Self.metno(sandbox, url)
                let reply = FakeMetNorway.reply(latitude: 59.9, longitude: 10.7, temperature: 3)
                await met.setFault(203, body: reply)
                let add = try await sandbox.wxapp("add", "Oslo", "Bergen")
                #expect(add.exitCode == 0, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: warning: MET Norway marks Locationforecast 2.0 as deprecated (HTTP 203); "
                        + "a later wxapp will use its successor\n", "once, with no other line: \(add)")
            }
        }
    }

    @Test func theForecastHasAtLeastSevenDaysInThePlacesTimeZone() async throws {
        try await Sandbox.run { sandbox in
            try await FakeMetNorway.run { _, url in
                Self.metno(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
                let forecast = try await sandbox.wxapp("forecast", "Tokyo", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                #expect(object["provider"] as? String == "metno", "\(forecast)")
                #expect(object["utcOffsetSeconds"] as? Int == 32_400, "Tokyo keeps Japan's time")
                let days = try #require(object["days"] as? [[String: Any]])
                #expect(days.count == 7, "\(forecast)")
            }
        }
    }
}
