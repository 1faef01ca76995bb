import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects each task's response and body, enforcing the body limit, and hands the outcome to its waiter.
final class URLSessionTransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    typealias Outcome = Result<HTTPResponse, HTTPClientError>

    private struct Transfer {
        var continuation: CheckedContinuation<Outcome, Never>?
        var response: HTTPURLResponse?
        var body = Data()
        var failure: HTTPClientError?
        /// Set when the task ended (say, cancelled at once) before its caller started waiting.
        var outcome: Outcome?
    }

    private let maximumBodyBytes: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Runs `request` to completion, failing with `.timedOut` once `deadline` has passed since the start.
    func perform(_ request: URLRequest, in session: URLSession, deadline: Duration) async -> Outcome {
        let task = session.dataTask(with: request)
        let id = task.taskIdentifier
        transfers.withLock { $0[id] = Transfer() }
        let watchdog = Task { [weak self] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }  // finished in time
            self?.fail(task, with: .timedOut)
        }
        defer { watchdog.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let finished = transfers.withLock { transfers -> Outcome? in
                    if let outcome = transfers[id]?.outcome {
                        transfers[id] = nil
                        return outcome
                    }
                    transfers[id]?.continuation = continuation
                    return nil
                }
                if let finished {
                    continuation.resume(returning: finished)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    private func fail(_ task: URLSessionTask, with failure: HTTPClientError) {
        transfers.withLock { $0[task.taskIdentifier]?.failure = failure }
        task.cancel()
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = response.expectedContentLength > Int64(maximumBodyBytes)
        transfers.withLock {
            $0[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            if tooLarge {
                $0[dataTask.taskIdentifier]?.failure = .responseTooLarge(limitBytes: maximumBodyBytes)
            }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else {
                return false
            }
            if transfer.body.count + data.count > maximumBodyBytes {
                transfer.failure = .responseTooLarge(limitBytes: maximumBodyBytes)
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.failure != nil
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let url = request.url else { return completionHandler(nil) }
        do throws(HTTPClientError) {
            try TransportSecurityPolicy.validate(url)
            completionHandler(request)
        } catch {
            completionHandler(nil)
            fail(task, with: error)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let waiting = transfers.withLock { transfers -> (CheckedContinuation<Outcome, Never>, Outcome)? in
            guard var transfer = transfers[task.taskIdentifier] else { return nil }
            let outcome = Self.outcome(of: transfer, error: error)
            guard let continuation = transfer.continuation else {
                transfer.outcome = outcome
                transfers[task.taskIdentifier] = transfer
                return nil
            }
            transfers[task.taskIdentifier] = nil
            return (continuation, outcome)
        }
        if let (continuation, outcome) = waiting {
            continuation.resume(returning: outcome)
        }
    }

    private static func outcome(of transfer: Transfer, error: (any Error)?) -> Result<
        HTTPResponse, HTTPClientError
    > {
        if let failure = transfer.failure { return .failure(failure) }
        if let error { return .failure(HTTPClientError(urlSessionError: error)) }
        guard let response = transfer.response else {
            return .failure(.transport(detail: "the server sent no HTTP response"))
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in response.allHeaderFields {
            headers[name.lowercased()] = value
        }
        return .success(HTTPResponse(statusCode: response.statusCode, headers: headers, body: transfer.body))
    }
}
