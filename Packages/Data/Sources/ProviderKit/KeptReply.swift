import Domain
import FoundationEssentials

/// A reply kept by the URL it answered, with what its service said about reusing it.
public struct KeptReply: Sendable, Equatable {
    /// The request's URL, which the reply is kept under.
    public let url: String
    public let body: Data
    /// Not to be asked for again before this (the reply's `Expires`, or a lifetime wxapp sets); nil when
    /// the service did not say.
    public let expires: Date?
    /// The reply's `Last-Modified`, sent back as `If-Modified-Since` to revalidate it.
    public let lastModified: String?
    /// When it was received, or last revalidated.
    public let keptAt: Date

    public init(url: String, body: Data, expires: Date?, lastModified: String?, keptAt: Date) {
        self.url = url
        self.body = body
        self.expires = expires
        self.lastModified = lastModified
        self.keptAt = keptAt
    }

    /// Whether the reply may stand for asking again at `now`: only before it expires.
    public func isReusable(at now: Date) -> Bool {
        expires.map { now < $0 } ?? false
    }
}

/// Replies kept by request URL, for services that ask not to be asked again before a time (and for
/// lookups wxapp reuses for a bounded time). Keeping one forgets every reply that expired (or, naming no
/// expiry, was kept) more than a day before it came.
public typealias KeptReplies = KeptStore<String, KeptReply>
