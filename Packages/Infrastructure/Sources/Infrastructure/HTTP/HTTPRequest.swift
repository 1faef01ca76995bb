import FoundationEssentials

/// A request to send: URL, method and header fields, nothing else.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var method: String
    public var headers: [String: String]

    /// A request for `url`, a GET with no extra headers unless told otherwise.
    public init(url: URL, method: String = "GET", headers: [String: String] = [:]) {
        self.url = url
        self.method = method
        self.headers = headers
    }
}
