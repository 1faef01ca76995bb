import Domain
import Synchronization
import Testing

@testable import WeatherData

/// Place searches fail over as weather does: a service's own fault goes on to the next search and is told
/// of; a user's error, a network that is down, and a search that finds nothing end the asking.
struct FailoverGeocoderTests {
    /// A search that answers each query with its own result and counts the queries.
    final class Search: GeocodingRepository {
        let result: Result<[Place], WeatherError>
        let asked = Mutex(0)

        init(_ result: Result<[Place], WeatherError>) { self.result = result }

        func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
            asked.withLock { $0 += 1 }
            return try result.get()
        }
    }

    static let paris = Place(
        name: "Paris", countryCode: "FR", coordinates: Coordinates(latitude: 48.85, longitude: 2.35)!)
    static let providers: [WeatherProvider] = [.openWeatherMap, .openMeteo]

    /// The places `searches` find for "Paris", asked in order of `providers`, and the failovers told of.
    static func search(_ searches: [Search]) async -> (Result<[Place], WeatherError>, [PlaceSearchFailover]) {
        let told = Mutex<[PlaceSearchFailover]>([])
        let geocoder = FailoverGeocoder(
            links: zip(providers, searches).map { (provider: $0, geocoder: $1) },
            onFailover: { failover in told.withLock { $0.append(failover) } })
        let result: Result<[Place], WeatherError>
        do throws(WeatherError) {
            result = .success(try await geocoder.places(matching: try PlaceQuery("Paris"), limit: 5))
        } catch {
            result = .failure(error)
        }
        return (result, told.withLock { $0 })
    }

    @Test(arguments: [
        WeatherError.serviceUnavailable(statusCode: 503), .timedOut,
        .unreadableResponse(detail: "not JSON"), .rateLimited(retryAfterSeconds: 30),
    ])
    func aServiceFaultIsAnsweredByTheNextSearchAndToldOf(fault: WeatherError) async throws {
        let first = Search(.failure(fault))
        let second = Search(.success([Self.paris]))

        let (result, told) = await Self.search([first, second])

        #expect(try result.get() == [Self.paris])
        #expect(
            told == [
                PlaceSearchFailover(
                    passedOver: [ProviderFailure(provider: .openWeatherMap, error: fault)],
                    answeredBy: .openMeteo)
            ])
    }

    @Test(arguments: [
        WeatherError.apiKeyRejected, .networkUnavailable(detail: "no route"),
    ])
    func aUsersErrorOrADownNetworkEndsTheAsking(error: WeatherError) async {
        let second = Search(.success([Self.paris]))

        let (result, told) = await Self.search([Search(.failure(error)), second])

        #expect(throws: error) { try result.get() }
        #expect(second.asked.withLock { $0 } == 0)
        #expect(told.isEmpty)
    }

    @Test func aSearchThatFindsNothingIsAnAnswer() async throws {
        let second = Search(.success([Self.paris]))

        let (result, told) = await Self.search([Search(.success([])), second])

        #expect(try result.get() == [])
        #expect(second.asked.withLock { $0 } == 0)
        #expect(told.isEmpty)
    }

    @Test func whenEverySearchFailsTheQueryFailsWithAllTheirFailures() async {
        let (result, told) = await Self.search([Search(.failure(.timedOut)), Search(.failure(.timedOut))])

        #expect(
            throws: WeatherError.allProvidersFailed([
                ProviderFailure(provider: .openWeatherMap, error: .timedOut),
                ProviderFailure(provider: .openMeteo, error: .timedOut),
            ])
        ) { try result.get() }
        #expect(told.isEmpty)
    }
}
