import Foundation
import Testing

/// Around a change to or from daylight saving time, in both hemispheres and in zones of 30 and 45
/// minutes, every hour is labelled and every day cut by the offset the place keeps at that instant, though
/// the service (OpenWeatherMap) gives one offset for the whole forecast, that of the moment it answers.
///
/// The binary runs with its clock set by libfaketime two days before each change; the times it is expected
/// to print are worked out with Foundation's own time zone database.
@Suite(.serialized, OptionalTool.needed(.libfaketime)) struct DaylightSavingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let query: String
        let zone: String
        let latitude: Double
        let longitude: Double
        /// When the binary believes it runs.
        let now: String

        var testDescription: String { "\(query) at \(now)" }
        var timeZone: TimeZone { TimeZone(identifier: zone)! }
        var date: Date { ISO8601DateFormatter().date(from: now)! }
    }

    static let cases = [
        // Daylight saving begins on 4 October and ends on 5 April in South Australia.
        Case(
            query: "Adelaide,AU", zone: "Australia/Adelaide", latitude: -34.92866, longitude: 138.59863,
            now: "2026-10-02T12:00:00Z"),
        Case(
            query: "Adelaide,AU", zone: "Australia/Adelaide", latitude: -34.92866, longitude: 138.59863,
            now: "2026-04-03T12:00:00Z"),
        // Europe: the last Sundays of March and October.
        Case(
            query: "Oslo,NO", zone: "Europe/Oslo", latitude: 59.91273, longitude: 10.74609,
            now: "2026-03-27T12:00:00Z"),
        Case(
            query: "Oslo,NO", zone: "Europe/Oslo", latitude: 59.91273, longitude: 10.74609,
            now: "2026-10-23T12:00:00Z"),
        // The United States: the second Sunday of March, the first of November.
        Case(
            query: "New York City,US", zone: "America/New_York", latitude: 40.71427, longitude: -74.00597,
            now: "2026-03-06T12:00:00Z"),
        Case(
            query: "New York City,US", zone: "America/New_York", latitude: 40.71427, longitude: -74.00597,
            now: "2026-10-30T12:00:00Z"),
        // UTC+05:45 all year; UTC-03:30 turning UTC-02:30.
        Case(
            query: "Kathmandu,NP", zone: "Asia/Kathmandu", latitude: 27.70169, longitude: 85.3206,
            now: "2026-11-26T12:00:00Z"),
        Case(
            query: "St. John's,CA", zone: "America/St_Johns", latitude: 47.56494, longitude: -52.70931,
            now: "2026-03-06T12:00:00Z"),
    ]

    /// 40 steps of three hours from the next multiple of three hours after `now`, each with its own
    /// amount of rain, and the one offset `now` has, as OpenWeatherMap sends it.
    static func forecastBody(_ place: Case) -> (body: String, steps: [(time: Date, rain: Double)]) {
        let seconds = Int(place.date.timeIntervalSince1970)
        let start = seconds - seconds % 10_800 + 10_800
        let steps = (0..<40).map { index in
            (
                time: Date(timeIntervalSince1970: Double(start + index * 10_800)),
                rain: Double(index % 7 + 1) / 10
            )
        }
        let list = steps.map { step in
            #"{"dt":\#(Int(step.time.timeIntervalSince1970)),"main":{"temp":285,"humidity":60},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],"rain":{"3h":\#(step.rain)}}"#
        }
        let offset = place.timeZone.secondsFromGMT(for: place.date)
        let sun = sunTimes(place)
        let city =
            #"{"name":"Echo","country":"XX","coord":{"lat":\#(place.latitude),"lon":\#(place.longitude)},"timezone":\#(offset),"sunrise":\#(sun.rise),"sunset":\#(sun.set)}"#
        return (
            #"{"cod":"200","message":0,"cnt":40,"list":[\#(list.joined(separator: ","))],"city":\#(city)}"#,
            steps
        )
    }

    /// A sunrise and a sunset on the third day, after each change of the cases.
    static func sunTimes(_ place: Case) -> (rise: Int, set: Int) {
        let noon = Int(place.date.timeIntervalSince1970) + 3 * 86_400
        return (noon - 5 * 3_600 - 17 * 60, noon + 5 * 3_600 + 41 * 60)
    }

    static func weatherBody(_ place: Case) -> String {
        let sun = sunTimes(place)
        return #"""
            {"coord":{"lon":\#(place.longitude),"lat":\#(place.latitude)},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10d"}],"main":{"temp":285,"feels_like":284,"pressure":1012,"humidity":60},"wind":{"speed":3,"deg":200},"clouds":{"all":75},"dt":\#(Int(place.date.timeIntervalSince1970) - 60),"sys":{"country":"XX","sunrise":\#(sun.rise),"sunset":\#(sun.set)},"timezone":\#(place.timeZone.secondsFromGMT(for: place.date)),"id":1,"name":"Echo","cod":200}
            """#
    }

    /// "14:30" at `date` in `zone`.
    static func clock(_ date: Date, in zone: TimeZone) -> String {
        Sandbox.text(date, "HH:mm", in: zone)
    }

    /// "Sun 25 Oct, 02:00", as the plain forecast labels a step.
    static func label(_ date: Date, in zone: TimeZone) -> String {
        Sandbox.text(date, "EEE d MMM, HH:mm", in: zone)
    }

    /// "2026-10-25", the calendar day of `date` in `zone`.
    static func day(_ date: Date, in zone: TimeZone) -> String {
        Sandbox.text(date, "yyyy-MM-dd", in: zone)
    }

    @Test(arguments: cases)
    func everyStepIsLabelledAndEveryDayCutByTheOffsetInForceAtItsInstant(_ place: Case) async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            sandbox.setClock(to: place.date)
            let (body, steps) = Self.forecastBody(place)
            await sandbox.server.setFault(.status(200, body: Self.weatherBody(place)), for: .weather)
            await sandbox.server.setFault(.status(200, body: body), for: .forecast)
            let add = try await sandbox.wxapp("add", place.query)
            #expect(add.exitCode == 0, "\(add)")

            let json = try await sandbox.wxapp("forecast", place.query, "--days", "5", "--format", "json")
            #expect(json.exitCode == 0, "\(json)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let entries = try #require(document["entries"] as? [[String: Any]])
            #expect(entries.count > 30, "\(json)")
            for entry in entries {
                let time = try #require(
                    (entry["time"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
                #expect(
                    entry["utcOffsetSeconds"] as? Int == place.timeZone.secondsFromGMT(for: time),
                    "the offset at \(entry["time"] ?? "")")
            }
            // Each day holds the steps of the place's own calendar day, and sums their rain.
            let days = try #require(document["days"] as? [[String: Any]])
            let expected = Dictionary(grouping: steps) { Self.day($0.time, in: place.timeZone) }
            #expect(days.count == 5, "\(json)")
            for day in days {
                let date = try #require(day["date"] as? String)
                let local = try #require(expected[date], "\(date) is not a day of the steps")
                #expect(day["steps"] as? Int == local.count, "the steps of \(date)")
                let rain = try #require((day["rain"] as? [String: Any])?["value"] as? Double)
                #expect(abs(rain - local.reduce(0) { $0 + $1.rain }) < 0.001, "the rain of \(date)")
            }

            // The plain chart and table label each step and the sun by the offset at that instant.
            let plain = try await sandbox.wxapp(
                "forecast", place.query, "--days", "5", "--hourly", "--format", "plain", "--clock", "24",
                "--offline")
            #expect(plain.exitCode == 0, "\(plain)")
            let sun = Self.sunTimes(place)
            #expect(
                plain.stdout.contains(
                    "sunrise \(Self.clock(Date(timeIntervalSince1970: Double(sun.rise)), in: place.timeZone))"
                ),
                "\(plain)")
            // Every step the five days show, in order, as the place's own clock read it then.
            let shownDays = Set(days.compactMap { $0["date"] as? String })
            let shown = steps.filter { shownDays.contains(Self.day($0.time, in: place.timeZone)) }
            let labels = plain.stdout.components(separatedBy: "\n").filter { $0.contains(": light rain, ") }
                .map { $0.components(separatedBy: ": light rain, ")[0] }
            #expect(labels == shown.map { Self.label($0.time, in: place.timeZone) }, "\(plain)")

            let table = try await sandbox.wxapp(
                "forecast", place.query, "--days", "5", "--hourly", "--format", "table", "--clock", "24",
                "--offline")
            #expect(table.exitCode == 0, "\(table)")
            var rest = Substring(table.stdout)
            for step in shown {
                let clock = Self.clock(step.time, in: place.timeZone)
                let found = try #require(rest.range(of: " \(clock) "), "\(clock) in order\n\(table)")
                rest = rest[found.upperBound...]
            }
        }
    }
}

extension DaylightSavingTests {
    /// An NWS warning that begins before New York's clocks change and ends after (forward in March, back
    /// in November): each end is printed with the offset in force at it.
    @Test(arguments: [
        (
            4, "2026-03-06T06:00:00-05:00", "2026-03-08T08:00:00-04:00",
            "from 2026-03-06 06:00 local time (UTC-05:00) to 2026-03-08 08:00 local time (UTC-04:00)"
        ),
        (
            5, "2026-10-30T08:00:00-04:00", "2026-11-01T08:00:00-05:00",
            "from 2026-10-30 08:00 local time (UTC-04:00) to 2026-11-01 08:00 local time (UTC-05:00)"
        ),
    ])
    func anAlertsStartAndEndEachTakeTheOffsetInForceThen(
        index: Int, onset: String, ends: String, period: String
    ) async throws {
        try OptionalTool.libfaketime.require()
        let place = Self.cases[index]
        try #require(place.zone == "America/New_York")
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.setClock(to: place.date)
                sandbox.environment["WXAPP_NWS_URL"] = url
                await sandbox.server.setFault(.status(200, body: Self.weatherBody(place)), for: .weather)
                await meteo.setNationalWeatherServiceAlerts(
                    #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{"id":"urn:oid:2.49.0.1.840.0.1","status":"Actual","messageType":"Alert","event":"Winter Storm Warning","severity":"Severe","headline":"Winter Storm Warning","senderName":"NWS New York NY","onset":"\#(onset)","effective":"\#(onset)","ends":"\#(ends)","expires":"\#(ends)"}}]}"#
                )
                #expect(try await sandbox.wxapp("add", place.query).exitCode == 0)

                let alerts = try await sandbox.wxapp("alerts", place.query, "--clock", "24")

                #expect(alerts.exitCode == 0, "\(alerts)")
                #expect(alerts.stdout.contains("    \(period) · NWS New York NY\n"), "\(alerts)")
            }
        }
    }
}
