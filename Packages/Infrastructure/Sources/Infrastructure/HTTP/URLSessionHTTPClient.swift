import Foundation
import Logging

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` over an ephemeral URLSession: no cookies, no cache, bounded time and body size.
public final class URLSessionHTTPClient: HTTPClient {
    private let session: URLSession
    private let transfers: URLSessionTransferDelegate
    private let requestTimeout: TimeInterval
    private let resourceTimeout: Duration
    private let logger: Logger
    private let redactor: Redactor

    /// A client whose requests fail after `requestTimeout` idle or `resourceTimeout` total seconds, or past `maximumBodyBytes`.
    public convenience init(
        requestTimeout: TimeInterval, resourceTimeout: TimeInterval, maximumBodyBytes: Int, logger: Logger
    ) {
        self.init(
            requestTimeout: requestTimeout,
            resourceTimeout: resourceTimeout,
            maximumBodyBytes: maximumBodyBytes,
            logger: logger,
            redactor: Redactor(queryParameterNames: [], secrets: [])
        )
    }

    /// The same client, which also passes every URL it logs through `redactor`.
    public init(
        requestTimeout: TimeInterval,
        resourceTimeout: TimeInterval,
        maximumBodyBytes: Int,
        logger: Logger,
        redactor: Redactor
    ) {
        let configuration = URLSessionConfiguration.ephemeral
        // URLSession on Linux drops the fraction of a timeout (0.5 s would fail at once) and ignores the
        // resource timeout, so the request timeout is rounded up and the resource timeout is enforced here.
        self.requestTimeout = max(1, requestTimeout.rounded(.up))
        configuration.timeoutIntervalForRequest = self.requestTimeout
        configuration.timeoutIntervalForResource = max(1, resourceTimeout.rounded(.up))
        configuration.httpCookieStorage = nil
        configuration.httpCookieAcceptPolicy = .never
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        transfers = URLSessionTransferDelegate(maximumBodyBytes: maximumBodyBytes)
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
        self.resourceTimeout = .milliseconds(Int64((resourceTimeout * 1_000).rounded(.up)))
        self.logger = logger
        self.redactor = redactor
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let target = "\(request.method) \(redactor.redact(request.url.absoluteString))"
        let started = ContinuousClock.now
        logger.debug("\(target)")
        let result: Result<HTTPResponse, HTTPClientError>
        do throws(HTTPClientError) {
            try TransportSecurityPolicy.validate(request.url)
            result = await transfers.perform(urlRequest(for: request), in: session, deadline: resourceTimeout)
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

    private func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: requestTimeout)
        urlRequest.httpMethod = request.method
        urlRequest.httpShouldHandleCookies = false
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        return urlRequest
    }
}
