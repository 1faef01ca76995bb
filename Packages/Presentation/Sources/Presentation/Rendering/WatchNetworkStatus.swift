import Domain

/// What the last refreshes of `watch` say about the network and the weather service.
enum WatchNetworkStatus: Sendable, Equatable {
    /// Nothing was fetched yet: every row was still fresh.
    case unchecked
    case online
    /// No route to the service: every row is the cached copy.
    case offline
    /// The network works but the service did not give fresh data, for this reason.
    case troubled(WeatherError)

    /// The status after a refresh that produced `reports`; a refresh that fetched nothing keeps the last one.
    func after(_ reports: [WeatherReport]) -> WatchNetworkStatus {
        var fetched = false
        var trouble: WeatherError?
        for report in reports {
            switch report.origin {
            case .network: fetched = true
            case .fallback(.networkUnavailable): return .offline
            case .fallback(let error): trouble = trouble ?? error
            case .cache, .offline: break
            }
        }
        if let trouble { return .troubled(trouble) }
        return fetched ? .online : self
    }

    /// "network: online", "network: unreachable", "network: online, but the weather service …".
    func text(_ words: Words) -> String {
        switch self {
        case .unchecked: return words("network: not needed yet")
        case .online: return words("network: online")
        case .offline: return words("network: unreachable")
        case .troubled(let error):
            let reason = FallbackReason.text(error, words: words)
            return words("network: online, but \(reason)")
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
