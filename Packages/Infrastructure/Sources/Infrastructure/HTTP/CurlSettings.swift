import CCurlShim
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One GET as libcurl is asked to perform it.
struct CurlSettings: Sendable {
    let url: String
    let headers: [String]
    let idleTimeoutMilliseconds: Int
    let totalTimeoutMilliseconds: Int
    let userAgent: String

    /// Performs the transfer on the calling thread, which it blocks until the transfer ends.
    func run(_ transfer: CurlTransfer) -> Result<HTTPResponse, HTTPClientError> {
        if transfer.isCancelled {
            return .failure(.transport(detail: "the request was cancelled"))
        }
        var outcome = wx_curl_outcome()
        let context = Unmanaged.passRetained(transfer)
        defer { context.release() }
        withCStrings(headers) { headerPointers in
            url.withCString { url in
                userAgent.withCString { userAgent in
                    "https".withCString { redirectProtocols in
                        headerPointers.withUnsafeBufferPointer { headers in
                            var request = wx_curl_request(
                                url: url, headers: headers.baseAddress, header_count: headers.count,
                                idle_timeout_ms: idleTimeoutMilliseconds,
                                total_timeout_ms: totalTimeoutMilliseconds,
                                redirect_protocols: redirectProtocols, user_agent: userAgent,
                                on_header: CurlTransfer.onHeader, on_body: CurlTransfer.onBody,
                                should_abort: CurlTransfer.shouldAbort, context: context.toOpaque())
                            _ = wx_curl_get(&request, &outcome)
                        }
                    }
                }
            }
        }
        return result(of: outcome, transfer)
    }

    private func result(of outcome: wx_curl_outcome, _ transfer: CurlTransfer) -> Result<
        HTTPResponse, HTTPClientError
    > {
        let message = withUnsafeBytes(of: outcome.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(outcome.code) {
        case WX_CURL_OK:
            return .success(transfer.response(status: outcome.status))
        case _ where transfer.isTooLarge:
            return .failure(.responseTooLarge(limitBytes: transfer.maximumBodyBytes))
        case _ where transfer.isCancelled:
            return .failure(.transport(detail: "the request was cancelled"))
        case WX_CURL_OPERATION_TIMEDOUT:
            return .failure(.timedOut)
        case WX_CURL_COULDNT_RESOLVE_HOST, WX_CURL_COULDNT_CONNECT:
            return .failure(.cannotConnect(detail: message))
        case WX_CURL_UNSUPPORTED_PROTOCOL:
            let location = transfer.response(status: 0).header("location").flatMap { URL(string: $0) }
            return .failure(.insecureURL(location.map(TransportSecurityPolicy.displayString) ?? url))
        default:
            return .failure(.transport(detail: message))
        }
    }
}

/// Calls `body` with NUL-terminated copies of `strings` that live as long as the call.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { UnsafePointer($0) })
}
