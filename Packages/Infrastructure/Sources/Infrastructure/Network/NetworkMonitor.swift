/// Answers, before a request is made, whether a host can possibly be reached.
public protocol NetworkMonitor: Sendable {
    /// False only when there is certainly no way to reach `host`: no usable route, or an earlier request in this process found it unreachable.
    func canReach(host: String) -> Bool
    /// Records what a real request did, so later requests to the same host skip a dead network quickly.
    func record(host: String, reachable: Bool)
}
