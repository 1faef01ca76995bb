import FoundationEssentials

/// Allows https anywhere and plain http only to loopback hosts.
public enum TransportSecurityPolicy {
    /// Throws `.insecureURL` unless `url` is https, or http to 127.0.0.0/8, ::1 or localhost.
    public static func validate(_ url: URL) throws(HTTPClientError) {
        let scheme = url.scheme?.lowercased()
        let host = url.host ?? ""
        switch scheme {
        case "https" where !host.isEmpty:
            return
        case "http" where LoopbackHost.contains(host):
            return
        default:
            throw .insecureURL(displayString(url))
        }
    }

    /// The URL without user, password, query and fragment, which may hold secrets.
    static func displayString(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return url.scheme.map { "a \($0) URL" } ?? "a URL without a scheme"
        }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "a URL"
    }
}
