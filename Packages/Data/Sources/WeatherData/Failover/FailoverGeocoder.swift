import Domain

/// Asks the place searches of the providers in order: a search that fails with a fault of its own
/// (`WeatherError.invitesFailover`) is asked of the next, and an answer after such failures is told of.
/// A user's own error (a rejected key), a network that is down, and a search that finds nothing end the
/// asking: another search would paper over the first, cannot help with the second, and finding nothing is
/// an answer. When every search fails, the query fails with all their failures.
public struct FailoverGeocoder: GeocodingRepository {
    /// One provider's place search.
    public typealias Link = (provider: WeatherProvider, geocoder: any GeocodingRepository)

    private let links: [Link]
    private let onFailover: @Sendable (PlaceSearchFailover) -> Void

    /// `links` in the order asked, the first being the chosen provider's; `onFailover` hears of each answer
    /// that came after a failure.
    public init(links: [Link], onFailover: @escaping @Sendable (PlaceSearchFailover) -> Void) {
        self.links = links
        self.onFailover = onFailover
    }

    public func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        var failures: [ProviderFailure] = []
        for (number, link) in links.enumerated() {
            do throws(WeatherError) {
                let places = try await link.geocoder.places(matching: query, limit: limit)
                if !failures.isEmpty {
                    onFailover(PlaceSearchFailover(passedOver: failures, answeredBy: link.provider))
                }
                return places
            } catch {
                failures.append(ProviderFailure(provider: link.provider, error: Self.fault(in: error)))
                guard Self.fault(in: error).invitesFailover, number < links.count - 1 else {
                    throw failures.count == 1 ? error : FailoverService.outcome(of: failures)
                }
            }
        }
        throw .internalFailure(detail: "no place search was asked")
    }

    /// The fault within a search's failure: a search names itself in its failures ("OpenWeatherMap's
    /// geocoding service failed"), which the failures passed over name by their provider instead.
    private static func fault(in error: WeatherError) -> WeatherError {
        if case .serviceFailed(_, let reason) = error { return fault(in: reason) }
        return error
    }
}
