import Foundation
import Testing

/// When the provider in use fails with a fault of its own, the next one answers within the same budget,
/// and the output says which and why; a user's own error is never papered over; failover can be turned off.
@Suite(.serialized) struct FailoverTests {
    /// A fault of Open-Meteo, and how the stderr line names it.
    struct Fault: Sendable, CustomTestStringConvertible {
        let name: String
        let apply: @Sendable (FakeOpenMeteo) async -> Void
        let stopsServer: Bool
        let clause: String
        var testDescription: String { name }
    }

    static let faults = [
        Fault(
            name: "500", apply: { await $0.setFault((500, #"{"error":true,"reason":"down"}"#)) },
            stopsServer: false,
            clause: "Open-Meteo failed (HTTP 500)"),
        Fault(
            name: "429", apply: { await $0.setFault((429, #"{"error":true,"reason":"limit"}"#)) },
            stopsServer: false,
            clause: "Open-Meteo is limiting requests"),
        Fault(
            name: "unreadable", apply: { await $0.setFault((200, "<html>oops</html>")) }, stopsServer: false,
            clause: "Open-Meteo sent data wxapp cannot read"),
        Fault(
            name: "refused", apply: { _ in }, stopsServer: true, clause: "Open-Meteo refused the connection"),
        // Faults of the reply, not of the network: the next provider is asked, never "network unreachable".
        Fault(
            name: "gzip that is not",
            apply: {
                await $0.setFault((200, #"{"latitude":59.91}"#), headers: ["Content-Encoding": "gzip"])
            },
            stopsServer: false, clause: "Open-Meteo sent data wxapp cannot read"),
        Fault(
            name: "unknown encoding",
            apply: { await $0.setFault((200, #"{"latitude":59.91}"#), headers: ["Content-Encoding": "zz"]) },
            stopsServer: false, clause: "Open-Meteo sent data wxapp cannot read"),
        Fault(
            name: "unparseable Location",
            apply: { await $0.setFault((302, ""), headers: ["Location": "http://[::1"]) },
            stopsServer: false, clause: "Open-Meteo sent data wxapp cannot read"),
        Fault(
            name: "403", apply: { await $0.setFault((403, #"{"error":true,"reason":"no"}"#)) },
            stopsServer: false, clause: "Open-Meteo sent data wxapp cannot read"),
    ]

    /// A keyless sandbox: Open-Meteo (chosen) and MET Norway on their own loopback servers, failover on.
    static func keyless(_ sandbox: Sandbox, openMeteo: String, metno: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = openMeteo
        sandbox.environment["WXAPP_METNO_URL"] = metno
        sandbox.environment["WXAPP_FALLBACK"] = nil
    }

    /// Runs `body` with Open-Meteo and MET Norway on their own loopback servers and the sandbox pointed at
    /// them, failover on: keyless, or with OpenWeatherMap's key (and so OpenWeatherMap chosen) when
    /// `keepingKey`.
    static func withFakes<T>(
        _ sandbox: Sandbox, keepingKey: Bool = false,
        _ body: (FakeOpenMeteo, FakeMetNorway) async throws -> T
    ) async throws -> T {
        try await FakeOpenMeteo.run { meteo, meteoURL in
            try await FakeMetNorway.run { met, metURL in
                let key = sandbox.environment["OPENWEATHER_API_KEY"]
                keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                if keepingKey { sandbox.environment["OPENWEATHER_API_KEY"] = key }
                return try await body(meteo, met)
            }
        }
    }

    /// Checks that `add` was answered by `answered` after `passedOver` failed as `clause` says, and returns
    /// the place object.
    static func expectFailover(
        _ add: WxappResult, clause: String, answered: (name: String, raw: String), passedOver: String,
        place: String
    ) throws -> [String: Any] {
        #expect(add.exitCode == 0, "\(add)")
        #expect(
            add.stderr == "wxapp: \(clause); showing \(answered.name)'s weather for \(place).\n", "\(add)")
        let object = try #require(try ReportDocument.placeObjects(add.stdout).first)
        #expect(object["provider"] as? String == answered.raw, "\(add)")
        let failures = try #require(object["passedOver"] as? [[String: Any]], "\(add)")
        #expect(failures.map { $0["provider"] as? String } == [passedOver], "\(add)")
        return object
    }

    @Test(arguments: faults)
    func aFailingOpenMeteoIsAnsweredByMetNorway(_ fault: Fault) async throws {
        // Retries and failover share a 20 s budget: on two cores busy with the whole suite, a fault once
        // took longer than that to answer, so these run with fewer of the heavy tests beside them.
        try await TestLoad.shared.run(slots: 2) { try await Self.openMeteoFails(fault) }
    }

    static func openMeteoFails(_ fault: Fault) async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                await fault.apply(meteo)
                if fault.stopsServer { await meteo.stop() }
                let add = try await sandbox.wxapp("add", "Oslo", "--format", "json")
                let object = try Self.expectFailover(
                    add, clause: fault.clause, answered: ("MET Norway", "metno"), passedOver: "openmeteo",
                    place: "Oslo, NO")
                #expect(await met.requests.count == 1)

                // The place keeps its identity whichever service answered.
                #expect(object["name"] as? String == "Oslo" && object["country"] as? String == "NO")
                let card = try await sandbox.wxapp("show", "Oslo", "--offline", "--format", "plain")
                #expect(card.stdout.contains("Source: MET Norway"), "\(card)")
            }
        }
    }

    /// A fault of MET Norway, when it is the provider chosen, and how the stderr line names it.
    struct MetFault: Sendable, CustomTestStringConvertible {
        let name: String
        let status: Int?
        let body: String
        var headers: [String: String] = [:]
        let clause: String
        var testDescription: String { name }
    }

    static let metFaults = [
        MetFault(name: "500", status: 500, body: "oops", clause: "MET Norway failed (HTTP 500)"),
        MetFault(name: "503", status: 503, body: "busy", clause: "MET Norway failed (HTTP 503)"),
        MetFault(name: "429", status: 429, body: "slow down", clause: "MET Norway is limiting requests"),
        MetFault(
            name: "unreadable", status: 200, body: #"{"type":"Feature","properties":{}}"#,
            clause: "MET Norway sent data wxapp cannot read"),
        MetFault(name: "refused", status: nil, body: "", clause: "MET Norway refused the connection"),
        // A redirect wxapp does not follow (plain http) is the service's fault, not the configuration's.
        MetFault(
            name: "302 to plain http", status: 302, body: "",
            headers: [
                "Location": "http://api.met.no.wxapp-test.invalid/weatherapi/locationforecast/2.0/complete"
            ],
            clause: "MET Norway redirected the request where wxapp does not follow"),
        MetFault(name: "302 going nowhere", status: 302, body: "", clause: "MET Norway failed (HTTP 302)"),
    ]

    @Test(arguments: metFaults)
    func aFailingMetNorwayIsAnsweredByOpenMeteo(_ fault: MetFault) async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                sandbox.environment["WXAPP_PROVIDER"] = "metno"
                if let status = fault.status {
                    await met.setFault(status, body: fault.body, headers: fault.headers)
                } else {
                    await met.stop()
                }
                let add = try await sandbox.wxapp("add", "Tokyo", "--format", "json")
                _ = try Self.expectFailover(
                    add, clause: fault.clause, answered: ("Open-Meteo", "openmeteo"), passedOver: "metno",
                    place: "Tokyo, JP")
                #expect(
                    await meteo.requests.contains { $0.path == "/v1/forecast" }, "Open-Meteo answered")

                let card = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "plain")
                #expect(card.stdout.contains("Source: Open-Meteo"), "\(card)")
            }
        }
    }

    /// MET Norway's 403 says the User-Agent is wrong: the user's to fix, so no other service stands in for it.
    @Test func aRefusedUserAgentIsNeverPaperedOver() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                sandbox.environment["WXAPP_PROVIDER"] = "metno"
                await met.setFault(403, body: "Forbidden")
                let add = try await sandbox.wxapp("add", "Tokyo")
                #expect(add.exitCode == 78, "\(add)")
                #expect(add.stderr.contains("refused the request (HTTP 403)"), "\(add)")
                #expect(
                    await !meteo.requests.contains { $0.path == "/v1/forecast" },
                    "Open-Meteo is not asked")
            }
        }
    }

    /// A network that is down fails every service alike: wxapp goes to the cache at once, or exits 69.
    @Test func aNetworkThatIsDownIsNotAReasonToAskAnotherService() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { _, met in
                #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                let asked = await met.requests.count
                // A host that no name server knows: the network, not the service, is what fails.
                sandbox.environment["WXAPP_OPENMETEO_URL"] = "https://wxapp-test.invalid"
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"

                let show = try await sandbox.wxapp("show", "Oslo", "--format", "plain")
                #expect(show.exitCode == 0, "\(show)")
                #expect(show.stdout.contains("Source: Open-Meteo"), "the cached copy\n\(show)")
                #expect(
                    show.stderr.hasPrefix("wxapp: showing cached data for Oslo, NO, fetched ")
                        && show.stderr.hasSuffix(": the network is unreachable.\n"), "\(show)")

                let add = try await sandbox.wxapp("add", "Tokyo")
                #expect(add.exitCode == 69, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: The network is unreachable and there is no cached copy to show. "
                        + "Check your connection and try again.\n", "\(add)")
                #expect(await met.requests.count == asked, "MET Norway is not asked")
            }
        }
    }

    /// The service knows no weather for the place: the user's answer, 66, whoever else might have some.
    @Test func aPlaceTheServiceDoesNotKnowIsStill66() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox, keepingKey: true) { meteo, met in
                await sandbox.server.setFault(.cityNotFound, for: .weather)
                let add = try await sandbox.wxapp("add", "Tokyo")
                #expect(add.exitCode == 66, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: The weather service has no weather for Tokyo, JP. "
                        + "Try again later, or add a city nearby.\n", "\(add)")
                #expect(await meteo.requests.isEmpty, "Open-Meteo is not asked")
                #expect(await met.requests.isEmpty, "MET Norway is not asked")
            }
        }
    }

    @Test func aTimeoutIsAnsweredByTheNextWithinTheSameBudget() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "2"
                await meteo.setSilent()
                let add = try await sandbox.wxapp("add", "Oslo", "--format", "json")
                #expect(add.exitCode == 0, "\(add)")
                #expect(
                    add.stderr
                        == "wxapp: Open-Meteo did not answer in time; showing MET Norway's weather for Oslo, NO.\n"
                )
                #expect(await met.requests.count == 1)
            }
        }
    }
}
