import FlyingFox
import Foundation
import Logging
import LoopbackSupport
import Testing

@testable import Infrastructure

extension CurlHTTPClientTests {
    /// A reply body past the limit, announced by Content-Length or only found out as chunks arrive.
    enum OversizedBody: String, CaseIterable, Sendable {
        case declaredLength
        case chunked

        var response: FlyingFox.HTTPResponse {
            switch self {
            case .declaredLength:
                FlyingFox.HTTPResponse(statusCode: .ok, body: Data(repeating: 65, count: 1_001))
            case .chunked:
                FlyingFox.HTTPResponse(
                    statusCode: .ok,
                    body: HTTPBodySequence(from: ChunkedBytes(bytes: Array(repeating: 66, count: 5_000))))
            }
        }
    }

    @Test(arguments: OversizedBody.allCases)
    func bodyAboveTheLimitIsRejected(body: OversizedBody) async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /big") { _ in body.response }
        }
        defer { Task { await server.stop() } }

        let error = await Self.sendExpectingFailure(Self.stub(maximumBodyBytes: 1_000), server.url("/big"))

        #expect(error == .responseTooLarge(limitBytes: 1_000))
    }

    @Test func bodyExactlyAtTheLimitIsAccepted() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /stream") { _ in
                FlyingFox.HTTPResponse(
                    statusCode: .ok,
                    body: HTTPBodySequence(from: ChunkedBytes(bytes: Array(repeating: 67, count: 1_000))))
            }
        }
        defer { Task { await server.stop() } }

        let response = try await Self.stub(maximumBodyBytes: 1_000).send(
            Infrastructure.HTTPRequest(url: server.url("/stream")))

        #expect(response.body == Data(repeating: 67, count: 1_000))
        #expect(response.header("content-length") == nil)
    }

    @Test(arguments: [
        ("http://example.com/data/2.5?key=secret", "http://example.com/data/2.5"),
        ("http://user:pass@10.0.0.1:8080/x#frag", "http://10.0.0.1:8080/x"),
        ("ftp://127.0.0.1/file", "ftp://127.0.0.1/file"),
        ("file:///etc/passwd", "file:///etc/passwd"),
    ])
    func insecureURLIsRefusedWithoutItsSecrets(url: String, shown: String) async throws {
        let error = await Self.sendExpectingFailure(Self.stub(), URL(string: url)!)

        #expect(error == .insecureURL(shown))
    }

    @Test func redirectToPlainHTTPElsewhereIsRefused() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /moved") { _ in
                let headers: HTTPHeaders = [.location: "http://example.com/x?key=1"]
                return FlyingFox.HTTPResponse(statusCode: .found, headers: headers)
            }
        }
        defer { Task { await server.stop() } }

        let error = await Self.sendExpectingFailure(Self.stub(), server.url("/moved"))

        #expect(error == .redirectRefused(location: "http://example.com/x"))
    }

    @Test func eachRequestIsLoggedAtDebugWithItsOutcomeAndNoSecrets() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /hello") { _ in
                FlyingFox.HTTPResponse(statusCode: .ok, body: Data("hello".utf8))
            }
        }
        defer { Task { await server.stop() } }
        let recorder = LineRecorder()
        let redactor = Redactor(queryParameterNames: ["key"], secrets: [])
        let logger = Logger(label: "net") { label in
            StderrLogHandler(label: label, level: .debug, redactor: redactor, write: recorder.write)
        }

        _ = try await Self.stub(logger: logger).send(
            Infrastructure.HTTPRequest(url: server.url("/hello?key=s3cr3t&q=1")))

        let lines = recorder.lines
        let url = "http://127.0.0.1:\(server.port)/hello?key=REDACTED&q=1"
        #expect(lines.count == 2)
        #expect(lines.first == "net: debug: GET \(url)")
        let outcome = try #require(lines.last)
        #expect(outcome.hasPrefix("net: debug: GET \(url) -> 200, 5 bytes in "))
        #expect(outcome.hasSuffix(" ms"))
        #expect(!lines.joined().contains("s3cr3t"))
    }

    @Test func clientsOwnRedactorCleansURLsBeforeAnyHandlerSeesThem() async throws {
        let recorder = LineRecorder()
        let logger = Logger(label: "net") { label in
            StderrLogHandler(
                label: label, level: .debug, redactor: Redactor(queryParameterNames: [], secrets: []),
                write: recorder.write)
        }
        let client = CurlHTTPClient(
            requestTimeout: 1, resourceTimeout: 1, maximumBodyBytes: 10, userAgent: "wxapp-test",
            logger: logger,
            redactor: Redactor(queryParameterNames: ["key"], secrets: []))

        _ = try? await client.send(
            Infrastructure.HTTPRequest(url: URL(string: "http://example.com/a?key=s3cr3t")!))

        #expect(recorder.lines.first == "net: debug: GET http://example.com/a?key=REDACTED")
        #expect(recorder.lines.last?.contains("failed after") == true)
        #expect(!recorder.lines.joined().contains("s3cr3t"))
    }
}
