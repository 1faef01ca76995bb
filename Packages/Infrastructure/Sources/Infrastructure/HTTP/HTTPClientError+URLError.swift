import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension HTTPClientError {
    /// Classifies an error reported by URLSession, keeping the system's own words as the detail.
    init(urlSessionError error: any Error) {
        let nsError = error as NSError
        let detail = nsError.localizedDescription
        guard nsError.domain == NSURLErrorDomain else {
            self = .transport(detail: detail)
            return
        }
        switch URLError.Code(rawValue: nsError.code) {
        case .timedOut:
            self = .timedOut
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            self = .cannotConnect(detail: detail)
        case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
            self = .notConnected(detail: detail)
        case .cancelled:
            self = .transport(detail: "the request was cancelled")
        default:
            self = .transport(detail: detail)
        }
    }
}
