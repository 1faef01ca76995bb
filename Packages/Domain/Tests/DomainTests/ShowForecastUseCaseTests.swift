import Foundation
import Synchronization
import Testing

@testable import Domain

struct ShowForecastUseCaseTests {
    /// A forecast repository that answers for any place and records what it was asked.
    final class RecordingForecastRepository: ForecastRepository {
        private let asked = Mutex<[(Place, FetchPolicy)]>([])

        var requests: [(Place, FetchPolicy)] { asked.withLock { $0 } }

        func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
            asked.withLock { $0.append((place, policy)) }
            return ForecastReport(
                place: place, forecast: .fortySteps(utcOffsetSeconds: 0), fetchedAt: Stub.now,
                origin: .network)
        }
    }

    private let tokyo = Stub.place("Tokyo", "JP")
    private let forecasts = RecordingForecastRepository()

    private func useCase(saved: [Place]) -> ShowForecastUseCase {
        let japan = Stub.country("Japan", "JP", capital: tokyo)
        let places = InMemoryWeatherRepository(saved)
        return ShowForecastUseCase(
            finder: SavedPlaceFinder(
                countries: StubCountryRepository(countries: [japan]), cities: StubCityRepository(),
                places: places),
            places: places, forecasts: forecasts)
    }

    @Test func aSavedPlaceIsForecastUnderThePolicy() async throws {
        let report = try await useCase(saved: [tokyo]).execute("Japan", policy: .offline)

        #expect(report.place == tokyo)
        #expect(forecasts.requests.map(\.0) == [tokyo])
        #expect(forecasts.requests.map(\.1) == [.offline])
    }

    @Test func aPlaceThatIsNotSavedIsNotFetched() async {
        await #expect(throws: WeatherError.placeNotSaved(query: "Paris")) {
            try await useCase(saved: [tokyo]).execute("Paris", policy: .refresh)
        }
        #expect(forecasts.requests.isEmpty)
    }

    @Test func anEmptyQueryIsRejected() async {
        await #expect(throws: WeatherError.invalidQuery(.empty)) {
            try await useCase(saved: [tokyo]).execute(" ", policy: .refresh)
        }
    }
}
