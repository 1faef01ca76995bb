import Testing

@testable import Domain

struct AddPlacesUseCaseTests {
    static let tokyo = Stub.place("Tokyo", "JP")
    static let madrid = Stub.place("Madrid", "ES", latitude: 40)
    static let paris = Stub.place("Paris", "FR", latitude: 48)
    static let countries = StubCountryRepository(countries: [
        Stub.country("Japan", "JP", capital: tokyo),
        Stub.country("Spain", "ES", capital: madrid),
        Stub.country("Bouvet Island", "BV", capital: nil),
    ])

    private func useCase(
        _ repository: InMemoryWeatherRepository, geocoder: StubGeocoder = StubGeocoder()
    ) -> AddPlacesUseCase {
        AddPlacesUseCase(
            resolver: PlaceResolver(countries: Self.countries, geocoder: geocoder),
            finder: SavedPlaceFinder(
                countries: Self.countries, cities: StubCityRepository(), places: repository,
                shownNames: { _ in [] }),
            repository: repository)
    }

    @Test func aCountryResolvesToItsCapitalWithoutGeocoding() async throws {
        let repository = InMemoryWeatherRepository()
        let geocoder = StubGeocoder()

        let outcomes = await useCase(repository, geocoder: geocoder).execute(["Japan"], offline: false)

        #expect(try outcomes.map { try $0.result.get().place } == [Self.tokyo])
        #expect(geocoder.calls == 0)
    }

    @Test func aCityIsGeocodedAndTheBestMatchSaved() async throws {
        let repository = InMemoryWeatherRepository()
        let geocoder = StubGeocoder(["Paris,FR": [Self.paris, Stub.place("Paris", "US")]])

        let outcomes = await useCase(repository, geocoder: geocoder).execute(["Paris,FR"], offline: false)

        #expect(try outcomes.first?.result.get().place == Self.paris)
        #expect(repository.places == [Self.paris])
    }

    @Test func addingTheSamePlaceTwiceKeepsOneCopy() async {
        let repository = InMemoryWeatherRepository()
        let geocoder = StubGeocoder(["Madrid": [Self.madrid]])

        _ = await useCase(repository, geocoder: geocoder).execute(["Spain", "Madrid"], offline: false)

        #expect(repository.places == [Self.madrid])
    }

    @Test func oneFailureDoesNotStopTheOthers() async {
        let outcomes = await useCase(InMemoryWeatherRepository()).execute(
            ["Atlantis", "", "Japan"], offline: false)

        #expect(outcomes.map(\.query) == ["Atlantis", "", "Japan"])
        #expect(outcomes[0].result == .failure(.placeNotFound(query: "Atlantis")))
        #expect(outcomes[1].result == .failure(.invalidQuery(.empty)))
        #expect((try? outcomes[2].result.get().place) == Self.tokyo)
    }

    @Test func aCountryWithoutCapitalCoordinatesSaysSo() async {
        let outcomes = await useCase(InMemoryWeatherRepository()).execute(["Bouvet Island"], offline: false)
        #expect(outcomes.first?.result == .failure(.capitalUnknown(country: "Bouvet Island")))
    }

    @Test func offlineServesASavedPlaceAndRefusesAnUnsavedOne() async throws {
        let repository = InMemoryWeatherRepository([Self.tokyo])
        let geocoder = StubGeocoder()

        let outcomes = await useCase(repository, geocoder: geocoder).execute(
            ["Japan", "Madrid"], offline: true)

        #expect(try outcomes[0].result.get().origin == .offline)
        #expect(outcomes[1].result == .failure(.notCached(query: "Madrid")))
        #expect(geocoder.calls == 0)
    }
}
