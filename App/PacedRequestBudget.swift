import FoundationEssentials
import Infrastructure
import ProviderKit
import WeatherData

/// wxapp's own budget of requests to one provider, as the pace of requests to its host leaves it.
struct PacedRequestBudget: RequestBudget {
    let pace: RateLimitedHTTPClient
    let url: URL

    var requestsLeft: Int { pace.freeSlots(for: url) }
}
