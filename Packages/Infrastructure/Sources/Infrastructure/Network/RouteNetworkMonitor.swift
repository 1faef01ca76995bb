import Synchronization

/// A `NetworkMonitor` that reads the kernel's route tables and remembers hosts found unreachable for a while.
public final class RouteNetworkMonitor: NetworkMonitor {
    private let routeTablePaths: [String]
    private let memory: Duration
    private let unreachableSince = Mutex<[String: ContinuousClock.Instant]>([:])

    /// Reads the route tables at `routeTablePaths` on every question, so a network that comes up is noticed;
    /// a host found unreachable is skipped for `memory`, then tried again.
    public init(
        routeTablePaths: [String] = ["/proc/net/route", "/proc/net/ipv6_route"],
        memory: Duration = .seconds(30)
    ) {
        self.routeTablePaths = routeTablePaths
        self.memory = memory
    }

    /// False for a host recorded as unreachable less than `memory` ago, or a remote host when the readable
    /// route tables list no usable route.
    public func canReach(host: String) -> Bool {
        let key = host.lowercased()
        let remembered = unreachableSince.withLock { hosts in
            guard let since = hosts[key] else { return false }
            if ContinuousClock.now - since < memory { return true }
            hosts[key] = nil
            return false
        }
        if remembered { return false }
        if LoopbackHost.contains(host) { return true }
        return RouteTable.anyUsableRoute(inFilesAt: routeTablePaths)
    }

    /// An unreachable host stays so for `memory`, or until a success is recorded for it.
    public func record(host: String, reachable: Bool) {
        let key = host.lowercased()
        unreachableSince.withLock { hosts in
            hosts[key] = reachable ? nil : ContinuousClock.now
        }
    }
}
