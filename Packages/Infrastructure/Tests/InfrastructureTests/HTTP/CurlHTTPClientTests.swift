import FlyingFox
import Foundation
import Logging
import LoopbackSupport
import Testing

@testable import Infrastructure

/// One test at a time: each request blocks a Dispatch worker in libcurl until it ends, and on two cores
/// several at once could leave none for the rest of the suite.
@Suite(.serialized) struct CurlHTTPClientTests {
    /// Patient by default: the whole suite runs alongside, and two cores can keep the server waiting for
    /// seconds. Tests about timeouts set their own.
    static func stub(
        requestTimeout: TimeInterval = 30,
        resourceTimeout: TimeInterval = 60,
        maximumBodyBytes: Int = 1_000,
        logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    ) -> CurlHTTPClient {
        CurlHTTPClient(
            requestTimeout: requestTimeout, resourceTimeout: resourceTimeout,
            maximumBodyBytes: maximumBodyBytes,
            userAgent: "wxapp-test", logger: logger, redactor: Redactor(queryParameterNames: [], secrets: []))
    }

    static func sendExpectingFailure(
        _ client: CurlHTTPClient, _ url: URL
    ) async -> HTTPClientError? {
        do {
            let response = try await client.send(Infrastructure.HTTPRequest(url: url))
            Issue.record("expected a failure, got status \(response.statusCode)")
            return nil
        } catch {
            return error
        }
    }

    @Test func successCarriesStatusHeadersAndBodyAndSendsRequestHeaders() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /hello") { request in
                FlyingFox.HTTPResponse(
                    statusCode: .ok,
                    headers: [
                        HTTPHeader("X-Echo"): request.headers[HTTPHeader("X-Request")] ?? "missing",
                        .contentType: "application/json",
                    ],
                    body: Data(#"{"ok":true}"#.utf8)
                )
            }
        }
        defer { Task { await server.stop() } }

        let response = try await Self.stub().send(
            Infrastructure.HTTPRequest(url: server.url("/hello?a=1"), headers: ["X-Request": "ping"]))

        #expect(response.statusCode == 200)
        #expect(response.body == Data(#"{"ok":true}"#.utf8))
        #expect(response.header("X-ECHO") == "ping")
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers["content-length"] == "11")
    }

    @Test(arguments: [400, 401, 404, 429, 500, 503])
    func errorStatusesArePassedThroughAsResponses(status: Int) async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /status") { _ in
                FlyingFox.HTTPResponse(
                    statusCode: HTTPStatusCode(status, phrase: "Status"),
                    body: Data(#"{"cod":\#(status)}"#.utf8))
            }
        }
        defer { Task { await server.stop() } }

        let response = try await Self.stub().send(Infrastructure.HTTPRequest(url: server.url("/status")))

        #expect(response.statusCode == status)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"cod":\#(status)}"#)
    }

    @Test func silentServerTimesOut() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /slow") { _ in
                await Silence.untilCancelled()
                return FlyingFox.HTTPResponse(statusCode: .ok)
            }
        }
        defer { Task { await server.stop() } }

        // The server never answers: only a timeout can end the request.
        let error = await Self.sendExpectingFailure(Self.stub(requestTimeout: 0.5), server.url("/slow"))

        #expect(error == .timedOut)
    }

    @Test func bodyThatTricklesPastTheResourceTimeoutTimesOut() async throws {
        let server = try TricklingServer(count: 100, interval: .milliseconds(200))
        defer { server.stop() }

        // A byte every 200 ms never trips the 2 s idle timeout, and the whole body would take 20 s and come
        // back as a 200: the error alone shows that the 0.8 s limit on the whole transfer ended it.
        let error = await Self.sendExpectingFailure(
            Self.stub(requestTimeout: 2, resourceTimeout: 0.8), server.url("/trickle"))

        #expect(error == .timedOut)
    }

    @Test func bodyThatTricklesWithinTheTimeoutsArrivesWhole() async throws {
        let server = try TricklingServer(count: 4, interval: .milliseconds(100))
        defer { server.stop() }

        // Each byte comes 100 ms after the last, well within a 5 s idle timeout, even on a loaded machine:
        // the server's thread is the kernel's to schedule, not the cooperative pool's (see TricklingServer).
        let response = try await Self.stub(requestTimeout: 5).send(
            Infrastructure.HTTPRequest(url: server.url("/trickle")))

        #expect(response.body == Data("TTTT".utf8))
    }

    @Test func cancellingTheCallingTaskStopsTheRequest() async throws {
        let (arrivals, arrived) = AsyncStream<Void>.makeStream()
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /slow") { _ in
                arrived.yield()
                await Silence.untilCancelled()
                return FlyingFox.HTTPResponse(statusCode: .ok)
            }
        }
        defer { Task { await server.stop() } }
        let client = Self.stub()
        let url = server.url("/slow")

        // The server never answers: only the cancellation, once the request has reached it, ends it.
        let request = Task { await Self.sendExpectingFailure(client, url) }
        for await _ in arrivals { break }
        request.cancel()
        let error = await request.value

        #expect(error == .transport(detail: "the request was cancelled"))
    }

    @Test func requestFromAnAlreadyCancelledTaskEndsAtOnce() async throws {
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /slow") { _ in
                await Silence.untilCancelled()
                return FlyingFox.HTTPResponse(statusCode: .ok)
            }
        }
        defer { Task { await server.stop() } }
        let client = Self.stub()
        let url = server.url("/slow")

        // The server never answers: only the cancellation ends the request.
        let error = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Self.sendExpectingFailure(client, url)
        }.value

        #expect(error == .transport(detail: "the request was cancelled"))
    }

    /// The host answered, with a refusal: the network works, so this is not `cannotConnect`.
    @Test func aClosedPortIsARefusal() async throws {
        let port = try LoopbackServer.closedPort()

        let error = await Self.sendExpectingFailure(Self.stub(), URL(string: "http://127.0.0.1:\(port)/")!)

        guard case .refused(let detail) = error else {
            Issue.record("expected refused, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
    }

    /// libcurl refuses a URL over its 8,000,000-byte limit when the option is set: the request is not
    /// sent without it, and the failure names the option.
    @Test func anOptionLibcurlRefusesStopsTheRequest() async throws {
        let port = try LoopbackServer.closedPort()
        let url = URL(string: "http://127.0.0.1:\(port)/?q=" + String(repeating: "a", count: 8_000_001))!

        let error = await Self.sendExpectingFailure(Self.stub(), url)

        guard case .transport(let detail) = error else {
            Issue.record("expected a transport failure, got \(String(describing: error))")
            return
        }
        #expect(detail.hasPrefix("libcurl refused CURLOPT_URL: "), "\(detail)")
    }

    /// The transfer an option was refused for goes back to the pool with nothing of that request: the next
    /// request on it is sent as asked.
    @Test func aRequestAfterARefusedOptionIsSentAsAsked() async throws {
        let client = Self.stub()
        let port = try LoopbackServer.closedPort()
        let tooLong = URL(string: "http://127.0.0.1:\(port)/?q=" + String(repeating: "a", count: 8_000_001))!
        _ = await Self.sendExpectingFailure(client, tooLong)
        let server = try await LoopbackServer.start { server in
            server.appendRoute("GET /after") { _ in
                FlyingFox.HTTPResponse(statusCode: .ok, body: Data("ok".utf8))
            }
        }
        let response = try await client.send(Infrastructure.HTTPRequest(url: server.url("/after")))
        await server.stop()
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "ok")
    }
}
