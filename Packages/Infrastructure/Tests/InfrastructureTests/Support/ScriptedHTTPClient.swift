import Foundation
import LoopbackSupport
import Synchronization

@testable import Infrastructure

/// Plays back one scripted step per request (the last step repeats) and records what it was asked.
final class ScriptedHTTPClient: HTTPClient {
    enum Step: Sendable {
        case status(Int, headers: [String: String] = [:])
        case failure(HTTPClientError)
        /// The clock moves on by `duration`, then the step runs: a slow reply or a timeout.
        case after(Duration, HTTPClientError?)
        /// Never answers; ends only when the task is cancelled.
        case hang
    }

    private let steps: [Step]
    private let clock: ManualClock?
    private let state = Mutex<(requests: [HTTPRequest], starts: [Duration], cancelled: Int)>(([], [], 0))

    init(_ steps: [Step], clock: ManualClock? = nil) {
        self.steps = steps
        self.clock = clock
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }
    /// The clock's uptime when each request arrived.
    var starts: [Duration] { state.withLock { $0.starts } }
    var cancelledCount: Int { state.withLock { $0.cancelled } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let index = state.withLock { state in
            state.requests.append(request)
            state.starts.append(clock?.uptime ?? .zero)
            return state.requests.count - 1
        }
        switch steps[min(index, steps.count - 1)] {
        case .status(let status, let headers):
            return HTTPResponse(statusCode: status, headers: headers, body: Data("\(status)".utf8))
        case .failure(let error):
            throw error
        case .after(let duration, let error):
            clock?.advance(by: duration)
            if let error { throw error }
            return HTTPResponse(statusCode: 200, body: Data("200".utf8))
        case .hang:
            await Silence.untilCancelled()
            state.withLock { $0.cancelled += 1 }
            throw .transport(detail: "the request was cancelled")
        }
    }
}
