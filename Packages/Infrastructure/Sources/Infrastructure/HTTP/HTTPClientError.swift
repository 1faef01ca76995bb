/// Why a request produced no response; HTTP error statuses are responses, not errors.
public enum HTTPClientError: Error, Sendable, Equatable, CustomStringConvertible {
    case timedOut
    /// Refused, host not found, unreachable.
    case cannotConnect(detail: String)
    /// No network at all.
    case notConnected(detail: String)
    /// The host refused the connection while the network worked.
    case refused(detail: String)
    /// The host reset or closed the connection before its reply was whole.
    case dropped(detail: String)
    case responseTooLarge(limitBytes: Int)
    /// Plain http to a non-loopback host, or a scheme other than http/https; carries the URL without its query.
    case insecureURL(String)
    /// The host redirected the request where wxapp does not follow (plain http, or past the most
    /// redirects followed); carries the URL it pointed at, without its query.
    case redirectRefused(location: String)
    /// The server's reply breaks HTTP: a malformed status line, a body not in the content encoding it names,
    /// or a redirect to a URL or host that cannot be reached; in libcurl's words. The server's fault, never
    /// the network's.
    case faultyReply(detail: String)
    /// The URL asked for cannot be read (a port beyond 65535, say): nothing was sent.
    case invalidURL(detail: String)
    /// The server's certificate could not be verified (or TLS could not be set up), in libcurl's words.
    case untrustedServer(detail: String)
    /// The library that makes requests (libcurl) could not be loaded; `detail` says why.
    case libraryMissing(detail: String)
    /// Not sent: the pace of `limit` requests to the host in any `window` leaves no free slot for `freeIn`,
    /// longer than the caller may wait (`RateLimitedHTTPClient`).
    case heldBack(limit: Int, window: Duration, freeIn: Duration)
    /// Connection reset or anything else, in the system's words.
    case transport(detail: String)

    /// One sentence saying what went wrong.
    public var description: String {
        switch self {
        case .timedOut: "the request timed out"
        case .cannotConnect(let detail): "could not connect: \(detail)"
        case .notConnected(let detail): "no network connection: \(detail)"
        case .refused(let detail): "the host refused the connection: \(detail)"
        case .dropped(let detail): "the host dropped the connection: \(detail)"
        case .responseTooLarge(let limit): "the response was larger than the limit of \(limit) bytes"
        case .insecureURL(let url):
            "refusing \(url): only https, or plain http to a loopback address, is allowed"
        case .redirectRefused(let location):
            "the host redirected to \(location), which is not followed: only https redirects are, three at most"
        case .faultyReply(let detail): "the server's reply could not be read: \(detail)"
        case .invalidURL(let detail): "the URL cannot be used: \(detail)"
        case .untrustedServer(let detail): "the server's certificate could not be verified: \(detail)"
        case .libraryMissing(let detail): "libcurl could not be loaded: \(detail)"
        case .heldBack(let limit, let window, let freeIn):
            "the request was not sent: \(limit) requests to the host in any \(window) have started or are due, "
                + "and the next may start in \(freeIn)"
        case .transport(let detail): "the transfer failed: \(detail)"
        }
    }
}
