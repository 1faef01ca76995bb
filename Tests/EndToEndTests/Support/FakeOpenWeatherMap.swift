import FlyingFox
import FlyingSocks
import Foundation
import LoopbackSupport

/// A real HTTP server on 127.0.0.1 that speaks OpenWeatherMap's endpoints, with faults, a delay and a request log.
actor FakeOpenWeatherMap {
    enum Endpoint: String, Sendable, CaseIterable {
        case weather, forecast, geocoding

        var path: String {
            switch self {
            case .weather: "/data/2.5/weather"
            case .forecast: "/data/2.5/forecast"
            case .geocoding: "/geo/1.0/direct"
            }
        }
    }

    /// The key the server accepts, shaped like a real one.
    static let validAPIKey = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"

    private let apiKey: String
    private let loopback: LoopbackHTTPServer
    private var globalFault: ServerFault?
    private var faults: [Endpoint: ServerFault] = [:]
    /// Every request received, in order.
    private(set) var requests: [RecordedRequest] = []
    /// The most requests that were ever being handled at once.
    private(set) var maximumInFlight = 0
    private var inFlight = 0
    /// Everything the client did that the real API would not accept from a correct client.
    private(set) var violations: [String] = []
    /// `http://127.0.0.1:PORT`, known once the server listens.
    private(set) var baseURL: String?
    /// Endpoints whose requests wait unanswered until `release`: a service that has not answered yet.
    private var held: Set<Endpoint> = []
    private var heldRequests: [CheckedContinuation<Void, Never>] = []

    init(apiKey: String = validAPIKey) throws {
        self.apiKey = apiKey
        loopback = try LoopbackHTTPServer(timeout: 10)
    }

    /// Starts listening on a free port and returns the base URL.
    @discardableResult
    func start() async throws -> String {
        let url = try await loopback.start { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return try await self.handle(request)
        }
        baseURL = url
        return url
    }

    /// Closes the listening socket: from now on connections are refused, also the very next one.
    func stop() async {
        release(Set(Endpoint.allCases))
        await loopback.stop()
    }

    /// Leaves every request to `endpoint` unanswered until `release`, without a clock.
    func hold(_ endpoint: Endpoint) {
        held.insert(endpoint)
    }

    /// Answers the requests held at `endpoints`, and those that come after.
    func release(_ endpoints: Set<Endpoint>) {
        held.subtract(endpoints)
        let waiting = heldRequests
        heldRequests = []
        // Each waits again if its own endpoint is still held.
        for request in waiting { request.resume() }
    }

    /// Makes every endpoint misbehave (nil restores normal service); a per-endpoint fault takes precedence.
    func setFault(_ fault: ServerFault?) {
        globalFault = fault
    }

    func setFault(_ fault: ServerFault?, for endpoint: Endpoint) {
        faults[endpoint] = fault
    }

    /// The fault this request meets, counting it against the fault's `times`.
    private func consumeFault(for endpoint: Endpoint?) -> ServerFault? {
        if let endpoint, let fault = faults[endpoint] {
            faults[endpoint] = fault.afterOneUse
            return fault
        }
        let fault = globalFault
        globalFault = fault?.afterOneUse
        return fault
    }

    func requests(to endpoint: Endpoint) -> [RecordedRequest] {
        requests.filter { $0.path == endpoint.path }
    }

    private func handle(_ request: HTTPRequest) async throws -> HTTPResponse {
        let recorded = Self.record(request)
        requests.append(recorded)
        let endpoint = Endpoint.allCases.first { $0.path == recorded.path }
        if let problem = Self.violation(in: recorded, endpoint: endpoint) {
            violations.append("\(problem): \(recorded.method) \(recorded.target)")
            return Self.response(
                status: endpoint == nil ? 404 : 400, body: #"{"cod":"400","message":"bad request"}"#)
        }
        while let endpoint, held.contains(endpoint) {
            await withCheckedContinuation { heldRequests.append($0) }
        }
        let fault = consumeFault(for: endpoint)
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
        defer { inFlight -= 1 }
        if fault?.delay == ServerFault.forever {
            await Silence.untilCancelled()
            throw CancellationError()
        } else if let delay = fault?.delay, delay > .zero {
            try await Task.sleep(for: delay)
        }
        if case .fixed(let status, let body, let headers) = fault?.reply {
            return Self.response(status: status, body: body, headers: headers)
        }
        if let reply = fault?.reply,
            let special = try Self.specialReply(reply, to: recorded, serial: requests.count)
        {
            return special
        }
        guard recorded.query["appid"] == apiKey else {
            return Self.response(status: 401, body: Self.rejectedKeyBody)
        }
        return try Self.normalReply(
            to: recorded, endpoint: endpoint ?? .weather, emptyWeather: fault?.reply == .emptyWeatherArray)
    }
}
