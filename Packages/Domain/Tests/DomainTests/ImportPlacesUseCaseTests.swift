import Testing

@testable import Domain

struct ImportPlacesUseCaseTests {
    struct FixedSource: PlaceListSource {
        let result: Result<[PlaceListEntry], WeatherError>

        func entries(at path: String) throws(WeatherError) -> [PlaceListEntry] {
            try result.get()
        }
    }

    static let tokyo = Stub.place("Tokyo", "JP")
    static let paris = Stub.place("Paris", "FR", latitude: 48)
    static let countries = StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: tokyo)])

    private func useCase(
        _ entries: Result<[PlaceListEntry], WeatherError>, repository: InMemoryWeatherRepository,
        geocoder: StubGeocoder = StubGeocoder(["Paris,FR": [paris]])
    ) -> ImportPlacesUseCase {
        ImportPlacesUseCase(
            source: FixedSource(result: entries),
            resolver: PlaceResolver(countries: Self.countries, geocoder: geocoder), repository: repository)
    }

    @Test func locatedPlacesAreSavedAsTheyAreAndQueriesAreResolved() async throws {
        let repository = InMemoryWeatherRepository()
        let oslo = Stub.place("Oslo", "NO", latitude: 59.9)
        let entries: [PlaceListEntry] = [
            .place(oslo), .query(try PlaceQuery("Japan")), .query(try PlaceQuery("Paris,FR")),
        ]

        let outcomes = try await useCase(.success(entries), repository: repository).execute(
            path: "places.json")

        #expect(try outcomes.map { try $0.result.get().place } == [oslo, Self.tokyo, Self.paris])
        #expect(repository.places == [oslo, Self.tokyo, Self.paris])
    }

    @Test func aPlaceListedTwiceIsImportedOnce() async throws {
        let repository = InMemoryWeatherRepository()
        let entries: [PlaceListEntry] = [.query(try PlaceQuery("Japan")), .place(Self.tokyo)]

        let outcomes = try await useCase(.success(entries), repository: repository).execute(
            path: "places.json")

        #expect(outcomes.count == 1)
        #expect(repository.places == [Self.tokyo])
    }

    @Test func anUnknownPlaceImportsNothingAndNamesEveryUnknownEntry() async throws {
        let repository = InMemoryWeatherRepository()
        let entries: [PlaceListEntry] = [
            .query(try PlaceQuery("Japan")), .query(try PlaceQuery("Narnia")), .query(try PlaceQuery("Oz")),
        ]

        await #expect(
            throws: WeatherError.invalidPlaceList(
                .unknownPlaces(
                    path: "places.json",
                    entries: [
                        UnknownPlaceEntry(query: "Narnia", number: 2),
                        UnknownPlaceEntry(query: "Oz", number: 3),
                    ]))
        ) { try await useCase(.success(entries), repository: repository).execute(path: "places.json") }
        #expect(repository.places.isEmpty)
    }

    @Test func aFileThatCannotBeReadImportsNothing() async {
        let repository = InMemoryWeatherRepository()
        let problem = WeatherError.invalidPlaceList(.unusable(path: "x.json", problem: "is empty"))

        await #expect(throws: problem) {
            try await useCase(.failure(problem), repository: repository).execute(path: "x.json")
        }
        #expect(repository.places.isEmpty)
    }

    @Test func exportListsTheSavedPlacesInOrder() async throws {
        let repository = InMemoryWeatherRepository([Self.paris, Self.tokyo])

        #expect(try await ExportPlacesUseCase(repository: repository).execute() == [Self.paris, Self.tokyo])
    }
}
