import Foundation
import Testing

/// wxapp over real TLS, against HTTPS relays on 127.0.0.1 whose certificates come from an authority made at
/// test time and trusted through `SSL_CERT_FILE`; and through an HTTP CONNECT proxy.
@Suite(.serialized, OptionalTool.needed(.python3, .pythonCryptography)) struct TransportSecurityTests {
    /// Runs `body` with the peers started, its sandbox's OpenWeatherMap reached over HTTPS with `certificate`.
    private static func overHTTPS(
        certificate: String, _ body: (Sandbox, LoopbackPeers, Int) async throws -> Void
    ) async throws {
        try await Sandbox.runPatiently { sandbox in
            let peers = try LoopbackPeers(directory: sandbox.directory.appendingPathComponent("tls"))
            defer { peers.stop() }
            let plainPort = try #require(URL(string: sandbox.baseURL)?.port)
            let port = try peers.relay(certificate: certificate, to: plainPort)
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://127.0.0.1:\(port)"
            sandbox.environment["SSL_CERT_FILE"] = peers.authorityFile
            try await body(sandbox, peers, port)
        }
    }

    @Test func aCertificateFromTheTrustedAuthorityWorks() async throws {
        try await Self.overHTTPS(certificate: "good") { sandbox, peers, _ in
            let add = try await sandbox.wxapp("add", "Japan")
            #expect(add.exitCode == 0, "\(add)")
            #expect(await sandbox.server.requests(to: .weather).count == 1)

            sandbox.environment["SSL_CERT_FILE"] = nil
            sandbox.environment["CURL_CA_BUNDLE"] = peers.authorityFile
            let viaCurlVariable = try await sandbox.wxapp("add", "Spain")
            #expect(viaCurlVariable.exitCode == 0, "CURL_CA_BUNDLE is read too: \(viaCurlVariable)")
        }
    }

    /// Each certificate with libcurl's words for what is wrong with it.
    @Test(arguments: [
        ("wronghost", "SSL: no alternative certificate subject name matches target host name '127.0.0.1'"),
        ("expired", "SSL certificate problem: certificate has expired"),
        ("unknown", "SSL certificate problem: unable to get local issuer certificate"),
    ])
    func aCertificateThatCannotBeVerifiedIsRefusedWithExit69(certificate: String, reason: String) async throws
    {
        try await Self.overHTTPS(certificate: certificate) { sandbox, _, _ in
            let add = try await sandbox.wxapp("add", "Japan")
            #expect(add.exitCode == 69, "\(add)")
            #expect(
                add.stderr
                    == "wxapp: wxapp refused to talk to 127.0.0.1 because its certificate could not be "
                    + "verified (\(reason)), and there is no cached copy to show. "
                    + "To trust a private certificate authority, set SSL_CERT_FILE to its certificate.\n",
                "\(add)")
            #expect(await sandbox.server.requests.isEmpty, "nothing reached the server: \(add)")
            #expect(add.stdout.isEmpty)
        }
    }

    @Test func withoutTheTestAuthorityEvenAGoodCertificateIsRefused() async throws {
        try await Self.overHTTPS(certificate: "good") { sandbox, _, _ in
            sandbox.environment["SSL_CERT_FILE"] = nil
            let add = try await sandbox.wxapp("add", "Japan")
            #expect(add.exitCode == 69, "the system's authorities do not vouch for it: \(add)")
            #expect(add.stderr.contains("unable to get local issuer certificate"), "\(add)")
        }
    }

    @Test func aCachedPlaceFallsBackWithANoticeWhenTheCertificateTurnsBad() async throws {
        try await Sandbox.runPatiently { sandbox in
            let peers = try LoopbackPeers(directory: sandbox.directory.appendingPathComponent("tls"))
            defer { peers.stop() }
            let plainPort = try #require(URL(string: sandbox.baseURL)?.port)
            sandbox.environment["SSL_CERT_FILE"] = peers.authorityFile
            let good = try peers.relay(certificate: "good", to: plainPort)
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://127.0.0.1:\(good)"
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)

            let expired = try peers.relay(certificate: "expired", to: plainPort)
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://127.0.0.1:\(expired)"
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let show = try await sandbox.wxapp("show", "Tokyo")
            #expect(show.exitCode == 0, "\(show)")
            #expect(show.stderr.contains("the certificate of 127.0.0.1 could not be verified"), "\(show)")
            #expect(show.stdout.contains("Tokyo"), "\(show)")
        }
    }

    @Test func aRedirectFromHTTPSToPlainHTTPIsRefused() async throws {
        try await Self.overHTTPS(certificate: "good") { sandbox, _, _ in
            let plain = "\(sandbox.baseURL)/data/2.5/weather"
            await sandbox.server.setFault(.status(302, body: "", headers: ["Location": plain]), for: .weather)
            let add = try await sandbox.wxapp("add", "Japan")
            #expect(add.exitCode == 75, "the service's fault, not the configuration: \(add)")
            #expect(
                add.stderr.contains("redirected the request to \(plain), which wxapp does not follow"),
                "\(add)")
            #expect(await sandbox.server.requests(to: .weather).count == 1, "the redirect was not followed")
        }
    }

    @Test func httpsProxyCarriesRequestsThroughTunnelsThatNeverShowTheKey() async throws {
        try await Self.overHTTPS(certificate: "good") { sandbox, peers, _ in
            let log = sandbox.directory.appendingPathComponent("proxy.log")
            let proxy = try peers.proxy(log: log)
            sandbox.environment["HTTPS_PROXY"] = "http://127.0.0.1:\(proxy)"

            let add = try await sandbox.wxapp("add", "Japan", "Spain", "Paris,FR", "London,GB", "Cairo,EG")
            #expect(add.exitCode == 0, "\(add)")
            let heads = try String(contentsOf: log, encoding: .utf8)
            let tunnels = heads.components(separatedBy: "\n\n").filter { $0.hasPrefix("CONNECT 127.0.0.1:") }
            #expect((1...4).contains(tunnels.count), "one tunnel per worker at most: \(heads)")
            #expect(!heads.contains(Sandbox.apiKey) && !heads.contains("appid"), "\(heads)")
            #expect(await sandbox.server.requests(to: .weather).count == 5)

            sandbox.environment["NO_PROXY"] = "127.0.0.1"
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            #expect(try await sandbox.wxapp("list").exitCode == 0)
            #expect(try String(contentsOf: log, encoding: .utf8) == heads, "NO_PROXY skips the proxy")

            sandbox.environment["NO_PROXY"] = nil
            sandbox.environment["https_proxy"] = "http://127.0.0.1:1"
            sandbox.environment["HTTPS_PROXY"] = nil
            let refused = try await sandbox.wxapp("add", "Berlin,DE")
            #expect(refused.exitCode == 75, "the lower-case variable is read too: \(refused)")
            #expect(refused.stderr.contains("refused the connection"), "\(refused)")
        }
    }
}
