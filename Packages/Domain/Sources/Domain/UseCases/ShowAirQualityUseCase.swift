/// Shows the air quality of a place, saved or not, refreshing it when the policy says it is stale.
public struct ShowAirQualityUseCase: Sendable {
    /// Air quality is fetched again when older than an hour: the service's values are hourly.
    public static let lifetime: Double = 3_600

    private let finder: PlaceLookup
    private let air: any AirQualityRepository

    public init(finder: PlaceLookup, air: any AirQualityRepository) {
        self.finder = finder
        self.air = air
    }

    /// The kept air quality of every saved place that has some, by place; never asks the service.
    public func kept() async throws(WeatherError) -> [PlaceKey: AirQualityReport] {
        Dictionary(try await air.keptAirQuality().map { ($0.place.key, $0) }) { first, _ in first }
    }

    /// The air quality of the place `raw` names; `offline` never touches the network.
    public func execute(_ raw: String, offline: Bool) async throws(WeatherError) -> AirQualityReport {
        let place = try await finder.find(try PlaceQuery(raw), offline: offline)
        return try await air.airQuality(
            for: place, policy: offline ? .offline : .cacheFirst(lifetime: Self.lifetime))
    }
}
