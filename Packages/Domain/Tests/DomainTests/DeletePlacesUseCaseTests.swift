import Testing

@testable import Domain

struct DeletePlacesUseCaseTests {
    static let tokyo = Stub.place("Tokyo", "JP")
    static let madrid = Stub.place("Madrid", "ES", latitude: 40)
    private func useCase(_ repository: InMemoryWeatherRepository) -> DeletePlacesUseCase {
        DeletePlacesUseCase(
            finder: SavedPlaceFinder(
                countries: StubCountryRepository(countries: []), cities: StubCityRepository(),
                places: repository, shownNames: { _ in [] }),
            repository: repository)
    }

    @Test func deletesTheNamedPlaces() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        let removed = try await useCase(repository).execute(["madrid"])

        #expect(removed.map { try? $0.get() } == [Self.madrid])
        #expect(repository.places == [Self.tokyo])
    }

    @Test func anUnknownNameIsReportedAndTheOthersAreStillDeleted() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        let outcomes = try await useCase(repository).execute(["Madrid", "Oslo", "madrid"])

        #expect(outcomes.map { try? $0.get() } == [Self.madrid, nil, Self.madrid])
        guard case .failure(.placeNotSaved(let query, _)) = outcomes[1] else {
            Issue.record("expected Oslo not saved, got \(outcomes[1])")
            return
        }
        #expect(query == "Oslo")
        #expect(repository.places == [Self.tokyo])
    }

    @Test func allRemovesEverything() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        let removed = try await useCase(repository).executeAll()

        #expect(removed == [Self.tokyo, Self.madrid])
        #expect(repository.places.isEmpty)
    }
}
