import Domain
import FoundationEssentials

/// A reply kept with what its service said about reusing it.
public struct KeptReply: Sendable, Equatable {
    public let body: Data
    /// Not to be asked for again before this (the reply's `Expires`); nil when the service did not say.
    public let expires: Date?
    /// The reply's `Last-Modified`, sent back as `If-Modified-Since` to revalidate it.
    public let lastModified: String?
    /// When it was received (or last revalidated); nil for a reply not yet kept.
    public let keptAt: Date?

    public init(body: Data, expires: Date?, lastModified: String?, keptAt: Date? = nil) {
        self.body = body
        self.expires = expires
        self.lastModified = lastModified
        self.keptAt = keptAt
    }
}

/// Where replies are kept by request URL, for services that ask not to be asked again before a time.
public protocol KeptReplyStore: Sendable {
    func keptReply(for url: String) async throws(WeatherError) -> KeptReply?
    /// Keeps `reply` for `url` (replacing what was kept), and forgets replies expired a day before `now`.
    func keep(_ reply: KeptReply, for url: String, now: Date) async throws(WeatherError)
}
