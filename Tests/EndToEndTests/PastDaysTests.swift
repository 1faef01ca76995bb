import Foundation
import Testing

/// `show --date` through the real binary against a loopback Open-Meteo: a final day asked of the archive
/// once and kept for good, Berlin's days of 23 and 25 hours, recent days from the forecast API marked
/// preliminary and asked again once stale, offline, the failures a user can meet, and refusals made before
/// anything is asked.
@Suite(.serialized, OptionalTool.needed(.libfaketime)) struct PastDaysTests {
    /// The instant the binary runs at: noon UTC, 26 November 2026.
    static let now = Date(timeIntervalSince1970: 1_795_694_400)

    /// The sandbox without a key and Open-Meteo at `url`, the binary's clock at `now` unless `clocked` is
    /// false: under libfaketime a wait before a retry does not end when it should, so a test of a failing
    /// service runs on the real clock, with days far enough in the past for any clock.
    static func keyless(_ sandbox: Sandbox, _ url: String, clocked: Bool = true) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        if clocked { sandbox.setClock(to: now) }
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private static func days(_ text: String) throws -> [[String: Any]] {
        try #require(try object(text)["days"] as? [[String: Any]])
    }

    @Test func aFinalDayIsAskedOfTheArchiveOnceAndKeptForGood() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let card = try await sandbox.wxapp(
                    "show", "Berlin", "--date", "2024-07-14", "--icons", "none")
                #expect(card.exitCode == 0 && card.stderr.isEmpty, "\(card)")
                let lines = card.stdout.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.first == "Berlin, DE: Sun 14 July 2024", "\(card)")
                #expect(card.stdout.contains("Status         final, kept for good"), "\(card)")
                #expect(
                    card.stdout.contains("Source         Open-Meteo historical weather (ERA5)"), "\(card)")
                #expect(card.stdout.contains("Local time     UTC+02:00"), "\(card)")
                #expect(
                    lines.filter { $0.hasPrefix("00:00  ") || $0.hasPrefix("23:00  ") }.count == 2, "\(card)")
                let asked = await meteo.requests
                #expect(asked.map(\.path) == ["/v1/archive"], "\(asked.map(\.target))")
                let query = try #require(asked.first?.query)
                #expect(query["start_date"] == "2024-07-13" && query["end_date"] == "2024-07-15")
                #expect(query["timezone"] == "auto" && query["timeformat"] == "unixtime")
                #expect(query["hourly"]?.contains("sunshine_duration") == true)
                #expect(query["daily"]?.contains("wind_direction_10m_dominant") == true)

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                #expect(try await sandbox.wxapp("show", "Berlin", "--date", "2024-07-14").exitCode == 0)
                let offline = try await sandbox.wxapp(
                    "show", "Berlin", "--date", "2024-07-14", "--offline", "--icons", "none")
                #expect(offline.exitCode == 0 && offline.stdout == card.stdout, "\(offline)")
                #expect(await meteo.requests.count == 1, "a final day is never asked again")
            }
        }
    }

    @Test func theDaysTheClocksChangeHave23And25Hours() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.keyless(sandbox, url)
                for (date, hours, offsets) in [
                    ("2024-03-31", 23, [3_600, 7_200]), ("2024-10-27", 25, [7_200, 3_600]),
                ] {
                    let json = try await sandbox.wxapp("show", "Berlin", "--date", date, "--format", "json")
                    #expect(json.exitCode == 0, "\(json)")
                    let day = try #require(try Self.days(json.stdout).first)
                    let shown = try #require(day["hours"] as? [[String: Any]])
                    #expect(shown.count == hours, "\(date)")
                    #expect(
                        [shown.first, shown.last].map { $0?["utcOffsetSeconds"] as? Int } == offsets,
                        "\(date)")
                    let plain = try await sandbox.wxapp("show", "Berlin", "--date", date, "--format", "plain")
                    #expect(
                        plain.stdout.contains("Local time: UTC+01:00, then UTC+02:00") || date != "2024-03-31"
                    )
                }
            }
        }
    }

    @Test func recentDaysComeFromTheForecastPreliminaryAndAreAskedAgainOnceStale() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                // A clock standing still: two runs at the same instant see the kept day at age 0, not at
                // whatever their start-ups differ by.
                Self.keyless(sandbox, url, clocked: false)
                sandbox.freezeClock(at: Self.now)
                let json = try await sandbox.wxapp(
                    "show", "Berlin", "--date", "yesterday", "--format", "json")
                #expect(json.exitCode == 0, "\(json)")
                let day = try #require(try Self.days(json.stdout).first)
                #expect(day["date"] as? String == "2026-11-25" && day["preliminary"] as? Bool == true)
                let asked = await meteo.requests
                #expect(asked.map(\.path) == ["/v1/forecast"], "\(asked.map(\.target))")
                #expect(
                    asked.first?.query["start_date"] == "2026-11-24"
                        && asked.first?.query["end_date"] == "2026-11-26")

                let table = try await sandbox.wxapp("show", "Berlin", "--date", "-1")
                #expect(table.stdout.contains("preliminary: the archive may still revise it"), "\(table)")
                // An hour later, with a lifetime of ten minutes, the preliminary day is stale.
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "600"
                sandbox.freezeClock(at: Self.now.addingTimeInterval(3_600))
                #expect(try await sandbox.wxapp("show", "Berlin", "--date", "yesterday").exitCode == 0)
                let again = await meteo.requests
                #expect(again.count == 2, "a stale preliminary day is asked again: \(again.map(\.target))")
                let offline = try await sandbox.wxapp("show", "Berlin", "--date", "yesterday", "--offline")
                #expect(offline.exitCode == 0 && offline.stdout.contains("preliminary"), "\(offline)")
            }
        }
    }

    @Test func severalDaysAreRowsAndJSONDays() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let table = try await sandbox.wxapp("show", "Tokyo", "--date", "2024-07-01..2024-07-14")
                #expect(table.exitCode == 0, "\(table)")
                #expect(
                    table.stdout.hasPrefix("TOKYO, JP: MON 1 JULY 2024 TO SUN 14 JULY 2024\n"), "\(table)")
                #expect(
                    table.stdout.split(separator: "\n").filter { $0.contains(" Jul ") }.count == 14,
                    "\(table)")
                let json = try await sandbox.wxapp(
                    "show", "Tokyo", "--date", "2024-07-01..2024-07-14", "--format", "json", "--units",
                    "imperial")
                let object = try Self.object(json.stdout)
                #expect(
                    object["firstDate"] as? String == "2024-07-01"
                        && object["lastDate"] as? String == "2024-07-14")
                let days = try Self.days(json.stdout)
                #expect(days.count == 14 && days.allSatisfy { ($0["hours"] as? [Any])?.count == 24 })
                let high = try #require(days.first?["high"] as? [String: Any])
                #expect(high["unit"] as? String == "°F", "\(high)")
                #expect(await meteo.requests.count == 1, "the JSON came from the kept days")
            }
        }
    }

    @Test func anotherProviderInUseStillHasItsPastDaysFromOpenMeteo() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                sandbox.environment["WXAPP_METNO_URL"] = "http://127.0.0.1:9"
                let plain = try await sandbox.wxapp(
                    "show", "Oslo", "--date", "2024-07-14", "--provider", "metno", "--format", "plain")
                #expect(plain.exitCode == 0, "\(plain)")
                #expect(plain.stdout.contains("Source: Open-Meteo historical weather (ERA5)"), "\(plain)")
                #expect(await meteo.requests.map(\.path) == ["/v1/archive"])
            }
        }
    }

    @Test func aFailingOrUnreadableArchiveAndNothingKeptOfflineSayWhatToDo() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url, clocked: false)
                await meteo.setFault((status: 503, body: #"{"error":true,"reason":"busy"}"#))
                let failed = try await sandbox.wxapp("show", "Paris", "--date", "2020-01-01")
                #expect(failed.exitCode == 75, "\(failed)")
                #expect(
                    failed.stderr
                        == "wxapp: Open-Meteo's weather archive failed (HTTP 503). Try again later.\n")
                await meteo.setFault(nil)

                await meteo.setPastDaysReply(
                    #"{"latitude":48.85,"longitude":2.35,"utc_offset_seconds":3600,"hourly":{"time":[1577833200,1577836800],"temperature_2m":[1.0]}}"#
                )
                let unreadable = try await sandbox.wxapp("show", "Paris", "--date", "2020-01-01")
                #expect(unreadable.exitCode == 65, "\(unreadable)")
                #expect(
                    unreadable.stderr
                        == "wxapp: Open-Meteo's weather archive sent data that wxapp cannot read. Try again later, and report it if it keeps happening.\n",
                    "\(unreadable)")
                await meteo.setPastDaysReply(nil)

                let offline = try await sandbox.wxapp(
                    "show", "Paris", "--date", "2020-01-01..2020-01-03", "--offline")
                #expect(offline.exitCode == 69, "\(offline)")
                #expect(
                    offline.stderr
                        == "wxapp: Not every day from 2020-01-01 to 2020-01-03 is cached for \"Paris, FR\" to show offline. Run the command again without --offline to fetch them.\n",
                    "\(offline)")
            }
        }
    }

    /// Each usage error is told before any request, with exit 64.
    @Test(arguments: [
        (
            "1939-12-31",
            "1939-12-31 is before 1940-01-01, the first day of the archive: ask for a day from 1940-01-01 to yesterday."
        ),
        (
            "2026-11-27",
            "2026-11-27 is not a past day at the place: past days run from 1940-01-01 to 2026-11-25, its yesterday. Without --date, show gives the weather now."
        ),
        (
            "today",
            "2026-11-26 is not a past day at the place: past days run from 1940-01-01 to 2026-11-25, its yesterday. Without --date, show gives the weather now."
        ),
        (
            "2024-07-14..2024-07-01",
            "The range 2024-07-14..2024-07-01 ends before it begins: write the earlier day first, as in 2024-07-01..2024-07-14."
        ),
        (
            "2024-01-01..2025-01-01",
            "The range 2024-01-01..2025-01-01 spans 367 days: ask for at most 366 at once."
        ),
        (
            "",
            "\"\" is not a day wxapp reads: write a date as 2024-07-14, a range as 2024-07-01..2024-07-14, yesterday, or -3 for three days ago."
        ),
        (
            "-0",
            "2026-11-26 is not a past day at the place: past days run from 1940-01-01 to 2026-11-25, its yesterday. Without --date, show gives the weather now."
        ),
        (
            "14/07/2024\u{1B}[2J",
            "\"14/07/2024[2J\" is not a day wxapp reads: write a date as 2024-07-14, a range as 2024-07-01..2024-07-14, yesterday, or -3 for three days ago."
        ),
    ])
    func aDayThatCannotBeShownIsAUsageErrorBeforeAnyRequest(date: String, message: String) async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let refused = try await sandbox.wxapp("show", "Berlin", "--date", date)
                #expect(refused.exitCode == 64, "\(refused)")
                #expect(refused.stderr == "wxapp: \(message)\n", "\(refused)")
                #expect(await meteo.requests.isEmpty)
            }
        }
    }
}
