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
    let trust: CertificateTrust

    /// Performs the transfer on the calling thread, which it blocks until the transfer ends.
    func run(_ transfer: CurlTransfer) -> Result<HTTPResponse, HTTPClientError> {
        if transfer.isCancelled {
            return .failure(.transport(detail: "the request was cancelled"))
        }
        var outcome = wx_curl_outcome()
        let context = Unmanaged.passRetained(transfer)
        defer { context.release() }
        withCStrings(headers + [trust.file, trust.directory]) { pointers in
            let headerPointers = Array(pointers.prefix(headers.count))
            let (caFile, caDirectory) = (pointers[headers.count], pointers[headers.count + 1])
            url.withCString { url in
                userAgent.withCString { userAgent in
                    "https".withCString { redirectProtocols in
                        headerPointers.withUnsafeBufferPointer { headers in
                            var request = wx_curl_request(
                                url: url, headers: headers.baseAddress, header_count: headers.count,
                                idle_timeout_ms: idleTimeoutMilliseconds,
                                total_timeout_ms: totalTimeoutMilliseconds,
                                redirect_protocols: redirectProtocols, user_agent: userAgent,
                                ca_file: caFile, ca_directory: caDirectory,
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

    /// True for the system's errors of a network that is down rather than of a host that broke off.
    private static func networkIsDown(_ osErrno: Int) -> Bool {
        [ENETUNREACH, EHOSTUNREACH, ENETDOWN, ENETRESET].contains(Int32(truncatingIfNeeded: osErrno))
    }

    private func result(of outcome: wx_curl_outcome, _ transfer: CurlTransfer) -> Result<
        HTTPResponse, HTTPClientError
    > {
        let message = withUnsafeBytes(of: outcome.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        switch Int(outcome.code) {
        case _ where outcome.library_missing != 0:
            return .failure(.libraryMissing(detail: message))
        // An option libcurl refused: nothing was sent, and the code is why the option was refused.
        case _ where outcome.configure_failed != 0:
            return .failure(.transport(detail: message))
        case WX_CURL_OK:
            return .success(transfer.response(status: outcome.status))
        case _ where transfer.isTooLarge:
            return .failure(.responseTooLarge(limitBytes: transfer.maximumBodyBytes))
        case _ where transfer.isCancelled:
            return .failure(.transport(detail: "the request was cancelled"))
        case WX_CURL_OPERATION_TIMEDOUT:
            return .failure(.timedOut)
        // The first URL's scheme is checked before anything is sent, so only a redirect can name another;
        // without one, the protocol refused is the reply's own (HTTP/0.9: a reply with no status line).
        case WX_CURL_UNSUPPORTED_PROTOCOL where transfer.wasRedirected, WX_CURL_TOO_MANY_REDIRECTS:
            let location = transfer.response(status: 0).header("location").flatMap { URL(string: $0) }
            return .failure(
                .redirectRefused(
                    location: location.map(TransportSecurityPolicy.displayString) ?? "another URL"))
        // A redirect to where nothing answers is the server's fault, not the network's.
        case WX_CURL_URL_MALFORMAT where transfer.wasRedirected,
            WX_CURL_COULDNT_RESOLVE_HOST where transfer.wasRedirected,
            WX_CURL_COULDNT_CONNECT where transfer.wasRedirected:
            return .failure(.faultyReply(detail: "it redirected the request where it cannot go: \(message)"))
        case WX_CURL_COULDNT_CONNECT where outcome.os_errno == ECONNREFUSED:
            return .failure(.refused(detail: message))
        case WX_CURL_SEND_ERROR where !Self.networkIsDown(outcome.os_errno),
            WX_CURL_RECV_ERROR where !Self.networkIsDown(outcome.os_errno), WX_CURL_GOT_NOTHING,
            WX_CURL_PARTIAL_FILE, WX_CURL_HTTP2, WX_CURL_HTTP2_STREAM:
            return .failure(.dropped(detail: message))
        // A reply that breaks HTTP is the server's fault.
        case WX_CURL_WEIRD_SERVER_REPLY, WX_CURL_BAD_CONTENT_ENCODING, WX_CURL_UNSUPPORTED_PROTOCOL:
            return .failure(.faultyReply(detail: message))
        case WX_CURL_URL_MALFORMAT:
            return .failure(.invalidURL(detail: message))
        case WX_CURL_COULDNT_RESOLVE_HOST, WX_CURL_COULDNT_CONNECT:
            return .failure(.cannotConnect(detail: message))
        case WX_CURL_SSL_CONNECT_ERROR, WX_CURL_SSL_CERTPROBLEM, WX_CURL_SSL_CIPHER,
            WX_CURL_PEER_FAILED_VERIFICATION,
            WX_CURL_SSL_CACERT_BADFILE, WX_CURL_SSL_ISSUER_ERROR, WX_CURL_SSL_INVALIDCERTSTATUS:
            return .failure(.untrustedServer(detail: message))
        default:
            return .failure(.transport(detail: message))
        }
    }
}

/// Calls `body` with NUL-terminated copies of `strings` (null for nil) that live as long as the call.
private func withCStrings<R>(_ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R) -> R {
    let copies = strings.map { $0.flatMap { strdup($0) } }
    defer { copies.forEach { free($0) } }
    return body(copies.map { UnsafePointer($0) })
}
