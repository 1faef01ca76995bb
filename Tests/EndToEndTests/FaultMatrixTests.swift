import Foundation
import Testing

/// Every way the service can fail, twice: with nothing cached (the failure's message and exit code) and with a
/// cached copy (the copy, the reason, exit 0). Either way the saved rows are exactly what they were before.
struct FaultMatrixTests {
    /// How fresh data is put out of reach.
    enum Breakage: Sendable {
        case weatherEndpoint(ServerFault)
        case serverStopped
        case unresolvableHost

        func apply(to sandbox: Sandbox) async {
            switch self {
            case .weatherEndpoint(let fault): await sandbox.server.setFault(fault, for: .weather)
            case .serverStopped: await sandbox.server.stop()
            case .unresolvableHost:
                sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://wxapp-test.invalid"
            }
        }
    }

    struct Fault: Sendable, CustomTestStringConvertible {
        let name: String
        let breakage: Breakage
        let exitCode: Int32
        /// The whole message with nothing cached.
        let message: String
        /// Why the cached copy is shown instead.
        let reason: String
        /// Requests the weather endpoint may see for one place: retries happen only where they should.
        var weatherRequests: ClosedRange<Int>? = nil
        /// WXAPP_HTTP_TIMEOUT while the service is broken: short where the test waits it out, else roomy
        /// enough for every retry to fit in the budget (twice the timeout) even on a busy machine.
        var timeout = Sandbox.patientTimeout

        var testDescription: String { name }
    }

    static let unreachable =
        "The network is unreachable and there is no cached copy to show. Check your connection and try again."
    static let unreadable =
        "The weather service sent data that wxapp cannot read. Try again later, and report it if it keeps happening."

    static let all: [Fault] = [
        Fault(
            name: "connection refused", breakage: .serverStopped, exitCode: 75,
            message: "127.0.0.1 refused the connection, and there is no cached copy to show. "
                + "Try again later, or check the service's URL setting.",
            reason: "127.0.0.1 refused the connection"),
        Fault(
            name: "unresolvable host", breakage: .unresolvableHost, exitCode: 69, message: unreachable,
            reason: "the network is unreachable"),
        Fault(
            name: "never answers", breakage: .weatherEndpoint(.silent), exitCode: 75,
            message: "The weather service did not answer in time. Try again in a moment.",
            reason: "the weather service did not answer in time", weatherRequests: 1...2, timeout: "1"),
        Fault(
            name: "401", breakage: .weatherEndpoint(.rejectedKey), exitCode: 77,
            message: "OpenWeatherMap rejected the API key. Check OPENWEATHER_API_KEY "
                + "(a new key can take a couple of hours to work) and try again.",
            reason: "the API key was rejected", weatherRequests: 1...1),
        Fault(
            name: "404, cod as a string", breakage: .weatherEndpoint(.cityNotFound), exitCode: 66,
            message:
                "The weather service has no weather for Tokyo, JP. Try again later, or add a city nearby.",
            reason: "the weather service has no weather there", weatherRequests: 1...1),
        Fault(
            name: "429 with Retry-After", breakage: .weatherEndpoint(.rateLimited), exitCode: 75,
            message: "The weather service is limiting requests. Try again in 30 seconds.",
            reason: "the weather service is limiting requests (try again in 30 s)", weatherRequests: 1...1),
        Fault(
            name: "500", breakage: .weatherEndpoint(.internalServerError), exitCode: 75,
            message: "The weather service failed (HTTP 500). Try again later.",
            reason: "the weather service failed (HTTP 500)", weatherRequests: 3...3),
        Fault(
            name: "502 with an HTML body", breakage: .weatherEndpoint(.badGatewayHTML), exitCode: 75,
            message: "The weather service failed (HTTP 502). Try again later.",
            reason: "the weather service failed (HTTP 502)", weatherRequests: 3...3),
        Fault(
            name: "HTML with 200 (captive portal)", breakage: .weatherEndpoint(.htmlWithStatusOK),
            exitCode: 65,
            message: unreadable, reason: "the weather service sent data that cannot be read",
            weatherRequests: 1...1),
        Fault(
            name: "truncated JSON", breakage: .weatherEndpoint(.truncatedJSON), exitCode: 65,
            message: unreadable,
            reason: "the weather service sent data that cannot be read", weatherRequests: 1...1),
        Fault(
            name: "JSON with wrong types", breakage: .weatherEndpoint(.wrongTypes), exitCode: 65,
            message: unreadable, reason: "the weather service sent data that cannot be read",
            weatherRequests: 1...1),
        Fault(
            name: "20 MB body", breakage: .weatherEndpoint(.twentyMegabytes), exitCode: 65,
            message: unreadable,
            reason: "the weather service sent data that cannot be read", weatherRequests: 1...1),
        Fault(
            name: "connection cut mid-reply", breakage: .weatherEndpoint(.cutOffMidReply), exitCode: 75,
            message:
                "127.0.0.1 dropped the connection before its reply was whole, and there is no cached copy "
                + "to show. Try again later.",
            reason: "127.0.0.1 dropped the connection", weatherRequests: 1...1),
    ]

    @Test(arguments: all)
    func withNothingCached(_ fault: Fault) async throws {
        try await TestLoad.shared.run { try await Self.withNothingCached(fault) }
    }

    static func withNothingCached(_ fault: Fault) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            let before = try DatabaseSnapshot.of(sandbox.databaseURL.path)
            let requestsBefore = await sandbox.server.requests(to: .weather).count
            await fault.breakage.apply(to: sandbox)
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = fault.timeout

            let clock = ContinuousClock()
            let started = clock.now
            let result = try await sandbox.wxapp("add", "Japan")

            #expect(
                clock.now - started < .seconds(fault.timeout == "1" ? 5 : 20), "gave up too late\n\(result)")
            #expect(result.exitCode == fault.exitCode, "\(result)")
            #expect(result.stderr == "wxapp: \(fault.message)\n", "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(
                try DatabaseSnapshot.of(sandbox.databaseURL.path) == before, "a failed add changed saved data"
            )
            if let expected = fault.weatherRequests {
                let requests = await sandbox.server.requests(to: .weather).count - requestsBefore
                #expect(expected.contains(requests), "\(requests) requests to the weather endpoint")
            }
        }
    }

    @Test(arguments: all)
    func withACachedCopy(_ fault: Fault) async throws {
        try await TestLoad.shared.run { try await Self.withACachedCopy(fault) }
    }

    static func withACachedCopy(_ fault: Fault) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let card = try await sandbox.wxapp("show", "Tokyo", "--offline").stdout
            let before = try DatabaseSnapshot.of(sandbox.databaseURL.path)
            await fault.breakage.apply(to: sandbox)
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = fault.timeout

            let show = try await sandbox.wxapp("show", "Tokyo")
            let list = try await sandbox.wxapp("list", "--format", "json")

            let notice = { (place: String) in
                "wxapp: showing cached data for \(place), fetched just now: \(fault.reason).\n"
            }
            #expect(show.exitCode == 0, "\(show)")
            #expect(show.stdout == card, "the cached card, as it is offline\n\(show)")
            #expect(show.stderr == notice("Tokyo, JP"), "\(show)")
            #expect(list.exitCode == 0, "\(list)")
            let places = try ReportDocument.list(list.stdout).places
            #expect(places.map(\.name) == ["Tokyo", "Paris"], "\(list)")
            #expect(list.stdout.components(separatedBy: "\"source\" : \"fallback\"").count == 3, "\(list)")
            #expect(list.stderr == notice("Tokyo, JP") + notice("Paris, FR"), "\(list)")
            #expect(
                try DatabaseSnapshot.of(sandbox.databaseURL.path) == before, "a fallback changed saved data")
        }
    }

    @Test func anEmptyWeatherArrayIsSavedAsWeatherWithoutACondition() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(.emptyWeatherArray, for: .weather)

            let result = try await sandbox.wxapp("add", "Japan", "--format", "json")

            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains(#""condition" : null"#), "\(result)")
            let rows = try DatabaseSnapshot.of(sandbox.databaseURL.path).rows
            #expect(rows.filter { $0.hasPrefix("observation: ") }.count == 1)
            #expect(rows.filter { $0.hasPrefix("observation_condition: ") }.isEmpty)
        }
    }
}
