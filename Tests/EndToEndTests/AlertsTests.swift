import Foundation
import Testing

/// `wxapp alerts`: the US National Weather Service and MET Norway for places they cover, honest words for
/// places no source covers, five minutes kept, and `--exit-code` for scripts.
@Suite(.serialized) struct AlertsTests {
    private static func services(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        sandbox.environment["WXAPP_NWS_URL"] = url
        sandbox.environment["WXAPP_METNO_URL"] = url
    }

    private static func alertRequests(_ meteo: FakeOpenMeteo) async -> [RecordedRequest] {
        await meteo.requests.filter { $0.path.contains("alert") }
    }

    @Test func overlappingAlertsAreListedMostSevereFirstAndAnEndedOneIsLeftOut() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.services(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Denver,US").exitCode == 0)

                let alerts = try await sandbox.wxapp("alerts", "Denver")
                #expect(alerts.exitCode == 0 && alerts.stderr.isEmpty, "\(alerts)")
                let lines = alerts.stdout.split(separator: "\n").map(String.init)
                #expect(
                    lines.first?.hasSuffix(": 2 alerts in force (the US National Weather Service)") == true,
                    "\(alerts)")
                #expect(
                    lines.count > 6 && lines[1] == "  SEVERE: Winter Storm Warning"
                        && lines[4] == "  MINOR: Wind Advisory", "\(alerts)")
                #expect(lines[2] == "    Winter Storm Warning issued for the Front Range", "\(alerts)")
                #expect(
                    lines[3].hasPrefix("    from ")
                        && lines[3].hasSuffix(
                            " local time (UTC) · NWS Boulder CO"),
                    "\(alerts)")
                #expect(!alerts.stdout.contains("Frost"), "ended an hour ago: \(alerts)")
                let asked = await Self.alertRequests(meteo)
                #expect(
                    asked.map(\.path) == ["/alerts/active"]
                        && asked.first?.query["point"] == "39.7392,-104.9847", "\(asked)")

                let json = try await sandbox.wxapp("alerts", "Denver", "--format", "json")
                let places = try ReportDocument.placeObjects(json.stdout)
                let list = try #require(places.first?["alerts"] as? [[String: Any]])
                #expect(list.map { $0["event"] as? String } == ["Winter Storm Warning", "Wind Advisory"])
                #expect(
                    list.first?["severity"] as? String == "severe"
                        && list.first?["issuer"] as? String == "NWS Boulder CO")
                #expect(places.first?["source"] as? String == "nws")
                #expect(await Self.alertRequests(meteo).count == 1, "kept five minutes")

                let show = try await sandbox.wxapp("show", "Denver", "--format", "plain")
                #expect(
                    show.stdout.contains(
                        "\nAlerts: 2 in force: Winter Storm Warning (severe), Wind Advisory (minor)\n"),
                    "\(show)")
                let table = try await sandbox.wxapp("list")
                #expect(table.stdout.contains("│ Denver, US (!) │"), "the list flags it: \(table)")
                let watch = try await sandbox.wxapp("watch", "--count", "1")
                #expect(watch.stdout.contains("│ Denver, US (!) │"), "and so does watch: \(watch)")
                let line = try await sandbox.wxapp("line", "Denver", "--template", "{name} {alerts}")
                #expect(line.stdout == "Denver 2\n", "\(line)")
                let waybar = try await sandbox.wxapp("line", "Denver", "--format", "waybar")
                let object = try #require(
                    try JSONSerialization.jsonObject(with: Data(waybar.stdout.utf8)) as? [String: Any])
                #expect((object["class"] as? [String])?.contains("alert") == true, "\(waybar)")
                #expect(await Self.alertRequests(meteo).count == 1, "show, list and line ask for no alerts")
            }
        }
    }

    /// A feed as the NWS serves it, each message with its CAP identifier, status, type and references.
    static func capFeed(_ messages: [(id: String, status: String, type: String, references: [String])])
        -> String
    {
        let features = messages.map { message in
            let references = message.references.map { #"{"identifier":"\#($0)"}"# }.joined(separator: ",")
            return #"{"type":"Feature","properties":{"id":"\#(message.id)","status":"\#(message.status)","#
                + #""messageType":"\#(message.type)","references":[\#(references)],"event":"Tornado Warning","#
                + #""severity":"Extreme","headline":"\#(message.type) \#(message.id)","senderName":"NWS Boulder CO","#
                + #""onset":"\#(OpenMeteoReplies.iso(-600))","ends":"\#(OpenMeteoReplies.iso(3_600))"}}"#
        }
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }

    typealias Message = (id: String, status: String, type: String, references: [String])

    /// A feed, the alerts it leaves in force by their headline, and the exit code of `--exit-code`.
    struct FeedCase: Sendable, CustomTestStringConvertible {
        let name: String
        let feed: [Message]
        let headlines: [String]
        let exitCode: Int32
        var testDescription: String { name }
    }

    static let feeds = [
        FeedCase(
            name: "a warning, its update, an unrelated cancel and a duplicate",
            feed: [
                ("urn:a", "Actual", "Alert", []), ("urn:b", "Actual", "Update", ["urn:a"]),
                ("urn:c", "Actual", "Cancel", ["urn:zzz"]), ("urn:a", "Actual", "Alert", []),
            ], headlines: ["Update urn:b"], exitCode: 1),
        FeedCase(
            name: "a cancel alone", feed: [("urn:c", "Actual", "Cancel", ["urn:a"])], headlines: [],
            exitCode: 0),
        FeedCase(
            name: "a test, an exercise and a draft",
            feed: [
                ("urn:t", "Test", "Alert", []), ("urn:e", "Exercise", "Alert", []),
                ("urn:d", "Draft", "Alert", []),
            ],
            headlines: [], exitCode: 0),
    ]

    /// Only actual messages count; an update replaces what it references, a cancel ends what it
    /// references and is never an alert itself, and one identifier is one alert.
    @Test(arguments: feeds)
    func onlyTheMessagesInForceAreAlertsAndExitCodeFollows(_ feed: FeedCase) async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.services(sandbox, url)
                await meteo.setNationalWeatherServiceAlerts(Self.capFeed(feed.feed))
                #expect(try await sandbox.wxapp("add", "Denver,US").exitCode == 0)

                let alerts = try await sandbox.wxapp("alerts", "Denver", "--exit-code", "--format", "json")
                #expect(alerts.exitCode == feed.exitCode, "\(alerts)")
                let places = try ReportDocument.placeObjects(alerts.stdout)
                let shown = (places.first?["alerts"] as? [[String: Any]] ?? []).compactMap {
                    $0["headline"] as? String
                }
                #expect(shown == feed.headlines, "\(alerts)")
            }
        }
    }

    /// Every saved place, with none saved, is a sentence that says so, as `list` says it, and nothing asked.
    @Test func nothingSavedIsSaidSo() async throws {
        try await Sandbox.run { sandbox in
            let alerts = try await sandbox.wxapp("alerts")
            #expect(alerts.exitCode == 0, "\(alerts)")
            #expect(alerts.stdout.isEmpty, "\(alerts)")
            #expect(
                alerts.stderr
                    == "wxapp: No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\".\n",
                "\(alerts)")
            let json = try await sandbox.wxapp("alerts", "--format", "json")
            let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            #expect((document?["places"] as? [Any])?.isEmpty == true, "\(json)")
        }
    }

    @Test func aPlaceNoSourceCoversSaysSoNeverNoAlerts() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.services(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Oslo,NO").exitCode == 0)
                let alerts = try await sandbox.wxapp("alerts", "--exit-code")
                #expect(alerts.exitCode == 0, "no alert in force anywhere covered: \(alerts)")
                #expect(alerts.stdout.contains("Paris, FR: no alert source for France\n"), "\(alerts)")
                #expect(alerts.stdout.contains("Oslo, NO: no alerts in force (MET Norway)\n"), "\(alerts)")
                #expect(!alerts.stdout.contains("Paris, FR: no alerts"), "\(alerts)")
                let list = try await sandbox.wxapp("list")
                #expect(!list.stdout.contains("(!)"), "no alert in force: \(list)")
                let asked = await Self.alertRequests(meteo)
                #expect(
                    asked.map(\.path) == ["/weatherapi/metalerts/2.0/current.json"],
                    "only Oslo is asked: \(asked)")
                #expect(asked.first?.query["lat"] == "59.9127" && asked.first?.query["lang"] == "en")
            }
        }
    }

    @Test func exitCodeIsOneWithAnAlertInForce() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Denver,US", "Paris,FR").exitCode == 0)
                let withAlert = try await sandbox.wxapp("alerts", "--exit-code")
                #expect(withAlert.exitCode == 1, "\(withAlert)")
                let paris = try await sandbox.wxapp("alerts", "Paris", "--exit-code")
                #expect(paris.exitCode == 0, "\(paris)")
                let plain = try await sandbox.wxapp("alerts", "Denver")
                #expect(plain.exitCode == 0, "without --exit-code an alert is no failure: \(plain)")
            }
        }
    }

    @Test func keptAlertsServeOfflineAndAFailureWithANoticeAndOneThatEndedSinceIsGone() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.services(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Denver,US").exitCode == 0)
                #expect(try await sandbox.wxapp("alerts", "Denver").exitCode == 0)
                try sandbox.editDatabase(
                    "UPDATE alert_check SET fetched_at = fetched_at - 600; "
                        + "UPDATE alert SET ends_at = strftime('%s', 'now') - 60 WHERE event = 'Wind Advisory'"
                )
                await meteo.setFault((status: 503, body: "{}"))

                let failed = try await sandbox.wxapp("alerts", "Denver")
                #expect(failed.exitCode == 0, "\(failed)")
                #expect(
                    failed.stderr.hasPrefix(
                        "wxapp: showing the alerts kept for Denver, US, fetched 10 min ago: ")
                        && failed.stderr.hasSuffix(": the US National Weather Service failed (HTTP 503).\n"),
                    "\(failed)")
                #expect(
                    failed.stdout.contains(": 1 alert in force") && !failed.stdout.contains("Wind Advisory"),
                    "\(failed)")

                await meteo.stop()
                let offline = try await sandbox.wxapp("alerts", "Denver", "--offline", "--verbose")
                #expect(
                    offline.exitCode == 0
                        && offline.stderr.hasPrefix("wxapp: offline: showing the alerts kept"), "\(offline)")
                let requests = await meteo.requests.count
                #expect(try await sandbox.wxapp("list", "--offline").exitCode == 0)
                #expect(await meteo.requests.count == requests)
            }
        }
    }

    /// A request the alert service refuses (here every request: the weather is kept) is told as a reply
    /// wxapp cannot use, not as a fault to wait out.
    @Test func aRefusedRequestSaysSoWithTheDataErrorExitCode() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.services(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Denver,US").exitCode == 0)
                await meteo.setFault((status: 404, body: #"{"title":"Not Found"}"#))

                let refused = try await sandbox.wxapp("alerts", "Denver")
                #expect(refused.exitCode == 65, "\(refused)")
                #expect(
                    refused.stderr
                        == "wxapp: The US National Weather Service sent data that wxapp cannot read. Try again later, and report it if it keeps happening.\n",
                    "\(refused)")
                let verbose = try await sandbox.wxapp("alerts", "Denver", "--verbose")
                #expect(verbose.stderr.contains("it refused the request (HTTP 404)"), "\(verbose)")
            }
        }
    }
}
