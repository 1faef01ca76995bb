import FoundationEssentials

/// Reads Linux route tables in the `/proc/net/route` and `/proc/net/ipv6_route` formats.
enum RouteTable {
    private static let routeIsUp: UInt32 = 0x0001
    private static let routeRejects: UInt32 = 0x0200

    /// True when a readable table lists an up route through an interface other than `lo`, or when no table can be read.
    static func anyUsableRoute(inFilesAt paths: [String]) -> Bool {
        let tables = paths.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        guard !tables.isEmpty else { return true }
        return tables.contains { table in
            table.split(whereSeparator: \.isNewline).contains { isUsableRoute($0) }
        }
    }

    static func isUsableRoute(_ line: Substring) -> Bool {
        let fields = line.split(whereSeparator: \.isWhitespace)
        let interface: Substring
        let flagsField: Substring
        if fields.count == 10, fields[0].count == 32 {
            // ipv6_route: destination, prefix length, source, prefix length, next hop, metric, refs, use, flags, interface
            guard reachesBeyondTheLink(ipv6Destination: fields[0]) else { return false }
            interface = fields[9]
            flagsField = fields[8]
        } else if fields.count >= 4, fields[0] != "Iface" {
            // route: interface, destination, gateway, flags, …
            interface = fields[0]
            flagsField = fields[3]
        } else {
            return false
        }
        guard interface != "lo", let flags = UInt32(flagsField, radix: 16) else { return false }
        return flags & routeIsUp != 0 && flags & routeRejects == 0
    }

    /// Link-local (fe80::/10) and multicast (ff00::/8) routes exist on any interface that is up and lead nowhere.
    private static func reachesBeyondTheLink(ipv6Destination: Substring) -> Bool {
        let prefix = ipv6Destination.prefix(3).lowercased()
        return !prefix.hasPrefix("ff") && !["fe8", "fe9", "fea", "feb"].contains(prefix)
    }
}
