import Foundation
import Infrastructure
import Providers
import Testing

/// One test's world: a temporary home, a fake OpenWeatherMap server and the environment `wxapp` runs in.
final class Sandbox {
    static let apiKey = FakeOpenWeatherMap.validAPIKey

    let directory: URL
    let server: FakeOpenWeatherMap
    let baseURL: String
    private let binary: URL
    /// The environment of the next runs, built from scratch; tests may change or remove entries.
    var environment: [String: String]

    private init(directory: URL, server: FakeOpenWeatherMap, baseURL: String, binary: URL) {
        self.directory = directory
        self.server = server
        self.baseURL = baseURL
        self.binary = binary
        var environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": directory.appendingPathComponent("home").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            "OPENWEATHER_API_KEY": Self.apiKey,
            // "here" is looked up only where a test points it at a fake; elsewhere, at a host that cannot exist.
            "WXAPP_GEOLOCATION_URL": "https://wxapp-geolocation.invalid",
            // One provider at a time unless a test is about failover (FailoverTests turns it on).
            "WXAPP_FALLBACK": "0",
            // Patient by default: a loaded machine must not turn a slow loopback answer into a timeout.
            // Tests about timeouts set their own (FallbackTests, NetworkFailureTests, FaultMatrixTests).
            "WXAPP_HTTP_TIMEOUT": Sandbox.patientTimeout,
            "WXAPP_CACHE_LIFETIME": "600",
        ]
        // Every registered provider and alert source stays on the loopback server, a new one included: a
        // request there by mistake is a violation, never a request to the real service.
        for variable in ProviderRegistry.urlVariables {
            environment[variable] = baseURL
        }
        self.environment = environment
    }

    /// Runs `body` in a fresh sandbox and always removes it afterwards.
    static func run<T>(binary: URL? = nil, _ body: (Sandbox) async throws -> T) async throws -> T {
        let binary = try binary ?? WxappRunner.locateWxapp()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wxapp-e2e-\(UUID().uuidString)")
        for sub in ["home", "data", "config", "cache"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        let server = try FakeOpenWeatherMap(apiKey: apiKey)
        let sandbox: Sandbox
        do {
            sandbox = Sandbox(
                directory: directory, server: server, baseURL: try await server.start(), binary: binary)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
        do {
            let value = try await body(sandbox)
            await sandbox.tearDown()
            return value
        } catch {
            await sandbox.tearDown()
            throw error
        }
    }

    /// The default database: `$XDG_DATA_HOME/wxapp/wxapp.sqlite3`.
    var databaseURL: URL {
        directory.appendingPathComponent("data/wxapp/wxapp.sqlite3")
    }

    @discardableResult
    func wxapp(
        _ arguments: String..., timeout: Duration = .seconds(60),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WxappResult {
        try await wxapp(arguments: arguments, timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Runs `wxapp` and checks what every run must keep: no leaked key, no colour, a well-behaved client.
    @discardableResult
    func wxapp(
        arguments: [String], timeout: Duration = .seconds(60),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WxappResult {
        try requireSafeServiceURL(sourceLocation: sourceLocation)
        let result = try await runner.run(arguments, timeout: timeout)
        if ProcessInfo.processInfo.environment["WXAPP_E2E_TRACE"] == "1" {
            print(result)
        }
        expectInvariants(of: result, sourceLocation: sourceLocation)
        let violations = await server.violations
        #expect(
            violations.isEmpty, "wxapp sent requests a correct client never sends: \(violations)",
            sourceLocation: sourceLocation)
        return result
    }

    /// A runner with this sandbox's binary and environment, for running several processes at once.
    var runner: WxappRunner {
        WxappRunner(binary: binary, environment: environment, workingDirectory: directory)
    }

    /// Tests only ever point wxapp at a loopback host, at a host that cannot exist (RFC 6761 `.invalid`),
    /// or at something that is no http(s) URL at all; never leave a service's variable unset.
    func requireSafeServiceURL(sourceLocation: SourceLocation = #_sourceLocation) throws {
        for variable in ProviderRegistry.urlVariables {
            // Unset, it would send wxapp to the real service.
            let serverURL = try #require(
                environment[variable], "\(variable) is unset", sourceLocation: sourceLocation)
            let url = URL(string: serverURL)
            let isWeb = ["http", "https"].contains(url?.scheme?.lowercased() ?? "")
            let host = url?.host?.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) ?? ""
            try #require(
                LoopbackHost.contains(host) || host.hasSuffix(".invalid") || !isWeb,
                "tests only ever point wxapp at the loopback server: \(variable) is \(serverURL)",
                sourceLocation: sourceLocation)
        }
    }

    func expectInvariants(of result: WxappResult, sourceLocation: SourceLocation) {
        #expect(!result.signalled, "wxapp crashed\n\(result)", sourceLocation: sourceLocation)
        expectOutputIsSafe(result, sourceLocation: sourceLocation)
        expectNoFileHoldsTheKey(sourceLocation: sourceLocation)
        for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            for key in keys {
                #expect(
                    !text.contains(key), "the API key leaked on \(name)\n\(result)",
                    sourceLocation: sourceLocation)
            }
            #expect(
                !text.contains("\u{1B}["),
                "colour codes on \(name) with NO_COLOR set and output piped\n\(result)",
                sourceLocation: sourceLocation)
        }
    }

    private func tearDown() async {
        await server.stop()
        // A `wxapp line` refresh started in the background outlives the command that started it, and writes
        // to the files.
        if await !backgroundRefreshEnded() {
            Issue.record("a background refresh still holds the lock beside \(databaseURL.path) after 30 s")
        }
        do {
            try FileManager.default.removeItem(at: directory)
        } catch {
            Issue.record("The sandbox \(directory.path) could not be removed: \(error)")
        }
    }
}
