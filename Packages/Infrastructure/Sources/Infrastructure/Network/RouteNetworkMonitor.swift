import Synchronization

/// A `NetworkMonitor` that reads the kernel's route tables and remembers hosts found unreachable.
public final class RouteNetworkMonitor: NetworkMonitor {
    private let routeTablePaths: [String]
    private let unreachableHosts = Mutex<Set<String>>([])

    /// Reads the route tables at `routeTablePaths` on every question, so a network that comes up is noticed.
    public init(routeTablePaths: [String] = ["/proc/net/route", "/proc/net/ipv6_route"]) {
        self.routeTablePaths = routeTablePaths
    }

    /// False for a host recorded as unreachable, or a remote host when the readable route tables list no usable route.
    public func canReach(host: String) -> Bool {
        let key = host.lowercased()
        if unreachableHosts.withLock({ $0.contains(key) }) { return false }
        if LoopbackHost.contains(host) { return true }
        return RouteTable.anyUsableRoute(inFilesAt: routeTablePaths)
    }

    /// An unreachable host stays so for the rest of the process, until a success is recorded for it.
    public func record(host: String, reachable: Bool) {
        let key = host.lowercased()
        unreachableHosts.withLock { hosts in
            if reachable {
                hosts.remove(key)
            } else {
                hosts.insert(key)
            }
        }
    }
}
