import FlyingFox
import FlyingSocks
import Foundation
import LoopbackSupport

/// A real HTTP server on 127.0.0.1 that speaks OpenWeatherMap's endpoints, with faults, a gate the test opens
/// and a request log.
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
    private(set) var requests: [RecordedRequest] = [] {
        didSet { wakeObservers() }
    }
    /// The most requests that were ever received and not yet answered at once, held ones included.
    private(set) var maximumInFlight = 0
    private var inFlight = 0
    /// Everything the client did that the real API would not accept from a correct client.
    private(set) var violations: [String] = []
    /// `http://127.0.0.1:PORT`, known once the server listens.
    private(set) var baseURL: String?
    /// How many more requests each endpoint answers before the next ones wait unanswered until `admit` or
    /// `release`: a service that has not answered yet. An endpoint missing answers every request.
    private var admissions: [Endpoint: Int] = [:]
    /// The requests waiting at the gate, by endpoint.
    private(set) var waiting: [Endpoint: Int] = [:] {
        didSet { wakeObservers() }
    }
    private var heldRequests: [CheckedContinuation<Void, Never>] = []
    private var observers: [UInt64: (condition: Condition, wake: CheckedContinuation<Void, Never>)] = [:]
    private var nextObserver: UInt64 = 0

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

    /// Leaves every request to `endpoint` unanswered until `admit` or `release`, without a clock.
    func hold(_ endpoint: Endpoint) {
        admit(0, to: endpoint)
    }

    /// Answers the next `count` requests to `endpoint`, those waiting first, and holds the ones after.
    func admit(_ count: Int, to endpoint: Endpoint) {
        admissions[endpoint] = count
        wakeHeldRequests()
    }

    /// Answers the requests held at `endpoints`, and those that come after.
    func release(_ endpoints: Set<Endpoint>) {
        for endpoint in endpoints { admissions[endpoint] = nil }
        wakeHeldRequests()
    }

    private func wakeHeldRequests() {
        let held = heldRequests
        heldRequests = []
        // Each waits again if its own endpoint admits no more.
        for request in held { request.resume() }
    }

    /// Starts `maximumInFlight` again from the requests in flight now.
    func resetMaximumInFlight() {
        maximumInFlight = inFlight
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

    /// What a test waits for, without a clock.
    enum Condition: Sendable {
        /// At least this many requests to the endpoint have been received.
        case received(Int, Endpoint)
        /// At least this many requests wait at the endpoint's gate.
        case held(Int, Endpoint)
        /// No request waits at the endpoint's gate.
        case noneHeld(Endpoint)
    }

    /// Returns once `condition` holds, or as soon as the waiting task is cancelled.
    func until(_ condition: Condition) async {
        let id = nextObserver
        nextObserver += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if holds(condition) || Task.isCancelled {
                    continuation.resume()
                } else {
                    observers[id] = (condition, continuation)
                }
            }
        } onCancel: {
            Task { await self.stopObserving(id) }
        }
    }

    private func stopObserving(_ id: UInt64) {
        observers.removeValue(forKey: id)?.wake.resume()
    }

    private func holds(_ condition: Condition) -> Bool {
        switch condition {
        case .received(let count, let endpoint): requests(to: endpoint).count >= count
        case .held(let count, let endpoint): waiting[endpoint, default: 0] >= count
        case .noneHeld(let endpoint): waiting[endpoint, default: 0] == 0
        }
    }

    private func wakeObservers() {
        for (id, observer) in observers where holds(observer.condition) {
            observers[id] = nil
            observer.wake.resume()
        }
    }

    /// Waits while `endpoint` admits no more requests, then takes one of its admissions.
    private func passGate(at endpoint: Endpoint) async {
        while admissions[endpoint] == 0 {
            waiting[endpoint, default: 0] += 1
            await withCheckedContinuation { heldRequests.append($0) }
            waiting[endpoint, default: 0] -= 1
        }
        if let left = admissions[endpoint] { admissions[endpoint] = left - 1 }
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
        inFlight += 1
        maximumInFlight = max(maximumInFlight, inFlight)
        defer { inFlight -= 1 }
        if let endpoint { await passGate(at: endpoint) }
        let fault = consumeFault(for: endpoint)
        if fault?.answers == false {
            await Silence.untilCancelled()
            throw CancellationError()
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
