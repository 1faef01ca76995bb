import Testing

@testable import Domain

struct DeletePlacesUseCaseTests {
    static let tokyo = Stub.place("Tokyo", "JP")
    static let madrid = Stub.place("Madrid", "ES", latitude: 40)
    private func useCase(_ repository: InMemoryWeatherRepository) -> DeletePlacesUseCase {
        DeletePlacesUseCase(
            finder: SavedPlaceFinder(
                countries: StubCountryRepository(countries: []), cities: StubCityRepository(),
                places: repository),
            repository: repository)
    }

    @Test func deletesTheNamedPlaces() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        let removed = try await useCase(repository).execute([
            "madrid"
        ])

        #expect(removed == [Self.madrid])
        #expect(repository.places == [Self.tokyo])
    }

    @Test func oneUnknownNameDeletesNothing() async {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        await #expect(throws: WeatherError.placeNotSaved(query: "Oslo")) {
            try await useCase(repository).execute([
                "Madrid", "Oslo",
            ])
        }
        #expect(repository.places == [Self.tokyo, Self.madrid])
    }

    @Test func allRemovesEverything() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo, Self.madrid])

        let removed = try await useCase(repository).executeAll()

        #expect(removed == [Self.tokyo, Self.madrid])
        #expect(repository.places.isEmpty)
    }
}
