import Synchronization

/// A `NetworkMonitor` that reads the kernel's route tables and remembers hosts found unreachable for a while.
public final class RouteNetworkMonitor: NetworkMonitor {
    private let routeTablePaths: [String]
    private let memory: Duration
    private let clock: any MonotonicClock
    /// Each host found unreachable, with the uptime of `clock` when it was.
    private let unreachableSince = Mutex<[String: Duration]>([:])

    /// The machine's route tables, read on every question so that a network that comes up is noticed.
    public static let systemRouteTables = ["/proc/net/route", "/proc/net/ipv6_route"]

    /// Reads the route tables at `routeTablePaths` on every question; a host found unreachable is skipped
    /// for `memory` by `clock`, then tried again. One monitor serves every service of a process.
    public init(routeTablePaths: [String], memory: Duration, clock: any MonotonicClock) {
        self.routeTablePaths = routeTablePaths
        self.memory = memory
        self.clock = clock
    }

    /// False for a host recorded as unreachable less than `memory` ago, or a remote host when the readable
    /// route tables list no usable route.
    public func canReach(host: String) -> Bool {
        let key = host.lowercased()
        let remembered = unreachableSince.withLock { hosts in
            guard let since = hosts[key] else { return false }
            if clock.uptime - since < memory { return true }
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
        let now = clock.uptime
        unreachableSince.withLock { hosts in
            hosts[key] = reachable ? nil : now
        }
    }
}
