/// wxapp's own budget of requests to one provider (`WXAPP_REQUESTS_PER_MINUTE`): how many may start now.
public protocol RequestBudget: Sendable {
    /// How many requests could start now without waiting for room.
    var requestsLeft: Int { get }
}
