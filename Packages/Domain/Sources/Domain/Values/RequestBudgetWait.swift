/// A request that waits for room in wxapp's own budget of requests to a host (`WXAPP_REQUESTS_PER_MINUTE`)
/// before it is sent.
public struct RequestBudgetWait: Sendable, Equatable {
    public let host: String
    public let requestsPerMinute: Int
    /// How long the request waits, rounded up to whole seconds.
    public let seconds: Int

    public init(host: String, requestsPerMinute: Int, seconds: Int) {
        self.host = host
        self.requestsPerMinute = requestsPerMinute
        self.seconds = seconds
    }
}
