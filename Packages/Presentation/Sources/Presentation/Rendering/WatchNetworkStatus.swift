import Domain

/// What the last refreshes of `watch` say about the network and the weather service.
enum WatchNetworkStatus: Sendable, Equatable {
    /// Nothing was fetched yet: every row was still fresh.
    case unchecked
    case online
    /// No route to the service: every row is the cached copy.
    case offline
    /// The network works but the service did not give fresh data; the reason as a clause.
    case troubled(String)

    /// The status after a refresh that produced `reports`; a refresh that fetched nothing keeps the last one.
    func after(_ reports: [WeatherReport]) -> WatchNetworkStatus {
        var fetched = false
        var trouble: String?
        for report in reports {
            switch report.origin {
            case .network: fetched = true
            case .fallback(.networkUnavailable): return .offline
            case .fallback(let error): trouble = trouble ?? FallbackReason.text(error)
            case .cache, .offline: break
            }
        }
        if let trouble { return .troubled(trouble) }
        return fetched ? .online : self
    }

    /// "network: online", "network: unreachable", "network: online, but the weather service …".
    var text: String {
        switch self {
        case .unchecked: "network: not needed yet"
        case .online: "network: online"
        case .offline: "network: unreachable"
        case .troubled(let reason): "network: online, but \(reason)"
        }
    }

    /// The one-word form of the JSON output: "unchecked", "online", "offline" or "troubled".
    var name: String {
        switch self {
        case .unchecked: "unchecked"
        case .online: "online"
        case .offline: "offline"
        case .troubled: "troubled"
        }
    }
}
