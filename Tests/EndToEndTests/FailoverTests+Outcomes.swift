import Foundation
import Testing

extension FailoverTests {
    @Test func whenEveryProviderFailsTheCacheIsShownOrEachFailureIsNamed() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                // Each provider's own failure is what is named: a loaded machine must never turn MET
                // Norway's 503 into a cut-off by the shared time budget (twice the request timeout). The
                // harness waits longer than that budget before it takes a run for hung: a guard shorter
                // than the binary's own limits would race them on a busy machine.
                sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "60"
                let patient = Duration.seconds(300)
                await meteo.setFault((500, #"{"error":true,"reason":"down"}"#))
                await met.setFault(503, body: "busy")
                let add = try await sandbox.wxapp("add", "Oslo", timeout: patient)
                #expect(add.exitCode == 75, "\(add)")
                #expect(
                    add.stderr == "wxapp: No weather service could answer: Open-Meteo failed (HTTP 500); "
                        + "MET Norway failed (HTTP 503). Try again later.\n")

                await meteo.setFault(nil)
                #expect(try await sandbox.wxapp("add", "Oslo", timeout: patient).exitCode == 0)
                await meteo.setFault((500, #"{"error":true,"reason":"down"}"#))
                let show = try await sandbox.wxapp("list", "--refresh", "--format", "json", timeout: patient)
                #expect(show.exitCode == 0, "\(show)")
                #expect(
                    show.stderr.contains("showing cached data for Oslo, NO, fetched ")
                        && show.stderr.contains(
                            "no weather service could answer (Open-Meteo failed (HTTP 500); MET Norway failed (HTTP 503))"
                        ),
                    "\(show)")
            }
        }
    }

    @Test(arguments: ["flag", "variable", "file", "hand-written file"])
    func failoverTurnedOffReportsTheFirstFailureAsBefore(_ how: String) async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, met in
                await meteo.setFault((500, #"{"error":true,"reason":"down"}"#))
                var arguments = ["add", "Oslo"]
                switch how {
                case "flag": arguments.append("--no-fallback")
                case "variable": sandbox.environment["WXAPP_FALLBACK"] = "0"
                case "file":
                    #expect(try await sandbox.wxapp("config", "set", "fallback", "false").exitCode == 0)
                default:
                    // A TOML boolean, as someone editing the file would write it.
                    let path = try await sandbox.wxapp("config", "path").stdout
                        .trimmingCharacters(in: .newlines)
                    try FileManager.default.createDirectory(
                        atPath: (path as NSString).deletingLastPathComponent,
                        withIntermediateDirectories: true)
                    try "fallback = false\n".write(toFile: path, atomically: true, encoding: .utf8)
                }
                let add = try await sandbox.wxapp(arguments: arguments)
                #expect(add.exitCode == 75, "\(add)")
                #expect(add.stderr == "wxapp: The weather service failed (HTTP 500). Try again later.\n")
                #expect(await met.requests.isEmpty, "MET Norway is not asked")
            }
        }
    }

    @Test func aRejectedKeyIsNeverPaperedOver() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox, keepingKey: true) { meteo, met in
                sandbox.environment["OPENWEATHER_API_KEY"] = "wrong-key"
                let add = try await sandbox.wxapp("add", "Oslo")
                #expect(add.exitCode == 77, "\(add)")
                #expect(await meteo.requests.isEmpty)
                #expect(await met.requests.isEmpty)
            }
        }
    }

    /// A fault of OpenWeatherMap, and how the stderr line names it.
    struct KeyedFault: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: ServerFault
        let clause: String
        var testDescription: String { name }
    }

    static let keyedFaults = [
        KeyedFault(name: "500", fault: .internalServerError, clause: "OpenWeatherMap failed (HTTP 500)"),
        KeyedFault(
            name: "429", fault: .rateLimited,
            clause: "OpenWeatherMap is limiting requests (try again in 30 s)"),
        KeyedFault(
            name: "cut mid-reply", fault: .cutOffMidReply, clause: "OpenWeatherMap dropped the connection"),
        KeyedFault(
            name: "unreadable", fault: .truncatedJSON, clause: "OpenWeatherMap sent data wxapp cannot read"),
    ]

    @Test(arguments: keyedFaults)
    func withAKeyOpenWeatherMapFailsOverToOpenMeteo(_ fault: KeyedFault) async throws {
        try await TestLoad.shared.run(slots: 2) { try await Self.openWeatherMapFails(fault) }
    }

    static func openWeatherMapFails(_ fault: KeyedFault) async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox, keepingKey: true) { meteo, met in
                await sandbox.server.setFault(fault.fault, for: .weather)
                let add = try await sandbox.wxapp("add", "Tokyo", "--format", "json")
                _ = try Self.expectFailover(
                    add, clause: fault.clause, answered: ("Open-Meteo", "openmeteo"),
                    passedOver: "openweathermap", place: "Tokyo, JP")
                #expect(await met.requests.isEmpty)
                #expect(await !meteo.requests.isEmpty)
            }
        }
    }

    @Test func listMayMixProvidersEachRowNamingItsOwn() async throws {
        try await Sandbox.run { sandbox in
            try await Self.withFakes(sandbox) { meteo, _ in
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
                await meteo.setFault((502, "bad gateway"))
                #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
                let providers = try ReportDocument.list(list.stdout).places.map(\.provider)
                #expect(providers == ["openmeteo", "metno"], "\(list)")
            }
        }
    }

    @Test func doctorListsEachProviderAndWhatItDidLastTime() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { _, metURL in
                    Self.keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                    await meteo.setFault((500, "down"))
                    #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                    let doctor = try await sandbox.wxapp("doctor", "--format", "plain")
                    #expect(doctor.exitCode == 0, "\(doctor)")
                    #expect(
                        doctor.stdout.contains(
                            "Provider: Open-Meteo, \(meteoURL), in use; failed when last asked (HTTP 500)"),
                        "\(doctor)")
                    #expect(
                        doctor.stdout.contains(
                            "Provider: MET Norway, \(metURL), asked second when those before fail; answered when last asked"
                        ),
                        "\(doctor)")
                    #expect(doctor.stdout.contains("Provider: OpenWeatherMap, "), "\(doctor)")
                }
            }
        }
    }
}
