import FoundationEssentials

/// What a provider did when last asked: answered, or failed and how. `doctor` shows it.
public struct ProviderCheck: Sendable, Equatable {
    public let provider: WeatherProvider
    public let checkedAt: Date
    /// The failure, in a few words; nil when the provider answered.
    public let failure: String?

    public init(provider: WeatherProvider, checkedAt: Date, failure: String?) {
        self.provider = provider
        self.checkedAt = checkedAt
        self.failure = failure
    }
}

/// A provider as `doctor` shows it: where wxapp asks it, its place in the order of asking, and what it did
/// when last asked.
public struct ProviderStatus: Sendable, Equatable {
    public let provider: WeatherProvider
    public let baseURL: String
    /// 1 for the provider in use, 2 for the one asked when it fails, and so on; nil when not asked.
    public let position: Int?
    /// Nil when it was never asked with this database.
    public let lastCheck: ProviderCheck?

    public init(provider: WeatherProvider, baseURL: String, position: Int?, lastCheck: ProviderCheck?) {
        self.provider = provider
        self.baseURL = baseURL
        self.position = position
        self.lastCheck = lastCheck
    }
}
