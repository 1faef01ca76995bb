/// Turns a city query into places, best match first.
public protocol GeocodingRepository: Sendable {
    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place]
}

/// Another provider's place search answered after those asked before it failed: what stderr tells, so
/// that the places shown say who found them.
public struct PlaceSearchFailover: Sendable, Equatable {
    /// The providers asked first, each with its failure, in the order asked.
    public let passedOver: [ProviderFailure]
    public let answeredBy: WeatherProvider

    public init(passedOver: [ProviderFailure], answeredBy: WeatherProvider) {
        self.passedOver = passedOver
        self.answeredBy = answeredBy
    }
}
