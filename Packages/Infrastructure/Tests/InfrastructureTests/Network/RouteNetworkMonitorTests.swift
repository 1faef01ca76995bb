import Testing

@testable import Infrastructure

struct RouteNetworkMonitorTests {
    static let ipv4Header =
        "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
    static let ipv4Default = "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
    static let ipv4Loopback = "lo\t0000007F\t00000000\t0001\t0\t0\t0\t000000FF\t0\t0\t0\n"
    static let ipv4Down = "eth0\t000200C0\t00000000\t0000\t0\t0\t0\t00FFFFFF\t0\t0\t0\n"
    static let ipv6Loopback =
        "00000000000000000000000000000001 80 00000000000000000000000000000000 00 "
        + "00000000000000000000000000000000 00000000 00000002 00000000 80200001       lo\n"
    static let ipv6Reject =
        "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
        + "00000000000000000000000000000000 ffffffff 00000001 00000000 00200200       lo\n"
    static let ipv6LinkLocal =
        "fe800000000000000000000000000000 40 00000000000000000000000000000000 00 "
        + "00000000000000000000000000000000 00000100 00000002 00000000 00000001     eth0\n"
    static let ipv6Multicast =
        "ff000000000000000000000000000000 08 00000000000000000000000000000000 00 "
        + "00000000000000000000000000000000 00000100 00000004 00000000 00000001     eth0\n"
    static let ipv6Default =
        "00000000000000000000000000000000 00 00000000000000000000000000000000 00 "
        + "fd000000000000000000000000000001 00000400 00000002 00000000 00000003    wlan0\n"

    /// A monitor reading fixture tables written to `directory`; nil contents leave that table missing.
    static func stub(in directory: TemporaryDirectory, ipv4: String?, ipv6: String?) throws
        -> RouteNetworkMonitor
    {
        var paths = [directory.file("route"), directory.file("ipv6_route")]
        if let ipv4 { paths[0] = try directory.write(ipv4, to: "route") }
        if let ipv6 { paths[1] = try directory.write(ipv6, to: "ipv6_route") }
        return RouteNetworkMonitor(routeTablePaths: paths, memory: .seconds(30), clock: ManualClock())
    }

    @Test func defaultIPv4RouteMeansReachable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(
            in: directory, ipv4: Self.ipv4Header + Self.ipv4Loopback + Self.ipv4Default,
            ipv6: Self.ipv6Loopback)

        #expect(monitor.canReach(host: "api.example.com"))
    }

    @Test func ipv6RouteAloneMeansReachable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(
            in: directory, ipv4: Self.ipv4Header, ipv6: Self.ipv6Loopback + Self.ipv6Default)

        #expect(monitor.canReach(host: "api.example.com"))
    }

    @Test func onlyLoopbackDownRejectLinkLocalAndMulticastRoutesMeanUnreachable() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(
            in: directory,
            ipv4: Self.ipv4Header + Self.ipv4Loopback + Self.ipv4Down,
            ipv6: Self.ipv6Loopback + Self.ipv6Reject + Self.ipv6LinkLocal + Self.ipv6Multicast
        )

        #expect(!monitor.canReach(host: "api.example.com"))
    }

    @Test func missingIPv6TableIsDecidedByTheIPv4One() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(in: directory, ipv4: Self.ipv4Header + Self.ipv4Loopback, ipv6: nil)

        #expect(!monitor.canReach(host: "api.example.com"))
    }

    @Test func unreadableTablesLetTheRequestDecide() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(in: directory, ipv4: nil, ipv6: nil)

        #expect(monitor.canReach(host: "api.example.com"))
    }

    @Test(arguments: ["127.0.0.1", "localhost", "::1", "[::1]"])
    func loopbackHostsNeedNoRoute(host: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        let monitor = try Self.stub(in: directory, ipv4: Self.ipv4Header, ipv6: "")

        #expect(monitor.canReach(host: host))
    }

    @Test func recordedFailureSticksUntilASuccessIsRecorded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let monitor = try Self.stub(in: directory, ipv4: Self.ipv4Header + Self.ipv4Default, ipv6: nil)

        monitor.record(host: "API.example.com", reachable: false)
        let afterFailure = monitor.canReach(host: "api.example.com")
        let otherHost = monitor.canReach(host: "other.example.com")
        monitor.record(host: "api.example.com", reachable: true)

        #expect(!afterFailure)
        #expect(otherHost)
        #expect(monitor.canReach(host: "api.example.com"))
    }

    @Test func aRecordedFailureIsForgottenAfterTheMemorySoALongRunningViewRecovers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let paths = [try directory.write(Self.ipv4Header + Self.ipv4Default, to: "route")]
        let clock = ManualClock()
        let monitor = RouteNetworkMonitor(routeTablePaths: paths, memory: .seconds(30), clock: clock)

        monitor.record(host: "api.example.com", reachable: false)
        clock.advance(by: .seconds(29))
        #expect(!monitor.canReach(host: "api.example.com"))
        clock.advance(by: .seconds(1))
        #expect(monitor.canReach(host: "api.example.com"))
    }

    @Test func recordedFailureAppliesToLoopbackHostsToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let monitor = try Self.stub(in: directory, ipv4: Self.ipv4Header, ipv6: nil)

        monitor.record(host: "127.0.0.1", reachable: false)

        #expect(!monitor.canReach(host: "127.0.0.1"))
        #expect(monitor.canReach(host: "localhost"))
    }

    @Test func tablesAreReadAgainOnEveryQuestion() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let monitor = try Self.stub(in: directory, ipv4: Self.ipv4Header, ipv6: nil)
        let before = monitor.canReach(host: "api.example.com")

        _ = try directory.write(Self.ipv4Header + Self.ipv4Default, to: "route")

        #expect(!before)
        #expect(monitor.canReach(host: "api.example.com"))
    }
}
