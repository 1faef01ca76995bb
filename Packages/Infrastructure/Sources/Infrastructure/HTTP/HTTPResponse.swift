import FoundationEssentials

/// A complete response of any status; header names are stored lower-cased.
public struct HTTPResponse: Sendable, Equatable {
    public let statusCode: Int
    /// Header fields keyed by their lower-cased names.
    public let headers: [String: String]
    public let body: Data

    /// A response whose header names are lower-cased on the way in.
    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
        self.body = body
    }

    /// The value of the header field `name`, whatever its case.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
