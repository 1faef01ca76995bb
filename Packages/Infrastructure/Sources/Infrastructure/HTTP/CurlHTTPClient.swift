import CCurlShim
import FoundationEssentials
import Logging

/// An `HTTPClient` over libcurl, which is loaded on the first request only: commands that never touch the
/// network never pay for loading it. Bounded time (idle and total) and body size; no cookies, no cache.
public final class CurlHTTPClient: HTTPClient {
    private let idleTimeout: TimeInterval
    private let totalTimeout: TimeInterval
    private let maximumBodyBytes: Int
    private let userAgent: String
    private let logger: Logger
    private let redactor: Redactor
    private let trust: CertificateTrust

    /// A client whose requests fail after `requestTimeout` seconds without data or `resourceTimeout` seconds
    /// in all, or when the body passes `maximumBodyBytes`; every URL it logs passes through `redactor`.
    /// HTTPS servers must show a certificate that `trust` vouches for.
    public init(
        requestTimeout: TimeInterval, resourceTimeout: TimeInterval, maximumBodyBytes: Int, userAgent: String,
        logger: Logger, redactor: Redactor, trust: CertificateTrust = .system
    ) {
        idleTimeout = requestTimeout
        totalTimeout = max(requestTimeout, resourceTimeout)
        self.maximumBodyBytes = maximumBodyBytes
        self.userAgent = userAgent
        self.logger = logger
        self.redactor = redactor
        self.trust = trust
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let target = "\(request.method) \(redactor.redact(request.url.absoluteString))"
        let started = ContinuousClock.now
        logger.debug("\(target)")
        let result: Result<HTTPResponse, HTTPClientError>
        do throws(HTTPClientError) {
            try TransportSecurityPolicy.validate(request.url)
            guard request.method == "GET" else {
                throw .transport(detail: "only GET requests are supported, not \(request.method)")
            }
            result = await perform(request)
        } catch {
            result = .failure(error)
        }
        let milliseconds = Int(((ContinuousClock.now - started) / .milliseconds(1)).rounded())
        switch result {
        case .success(let response):
            logger.debug(
                "\(target) -> \(response.statusCode), \(response.body.count) bytes in \(milliseconds) ms")
        case .failure(let error):
            logger.debug("\(target) failed after \(milliseconds) ms: \(redactor.redact(error.description))")
        }
        return try result.get()
    }

    /// Runs the blocking transfer on a thread of its own, so that no cooperative thread waits on the network.
    private func perform(_ request: HTTPRequest) async -> Result<HTTPResponse, HTTPClientError> {
        let transfer = CurlTransfer(maximumBodyBytes: maximumBodyBytes)
        let settings = CurlSettings(
            url: request.url.absoluteString,
            headers: request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" },
            idleTimeoutMilliseconds: Int(idleTimeout * 1_000),
            totalTimeoutMilliseconds: Int(totalTimeout * 1_000),
            userAgent: userAgent, trust: trust)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let started = OwnThread.run { continuation.resume(returning: settings.run(transfer)) }
                if !started {
                    continuation.resume(
                        returning: .failure(.transport(detail: "no thread could be started for the request")))
                }
            }
        } onCancel: {
            transfer.cancel()
        }
    }
}
