import Testing

@testable import Domain

struct SearchCountriesUseCaseTests {
    static let useCase = SearchCountriesUseCase(
        countries: StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: nil)]))

    @Test func aShortQueryIsAUsageError() {
        #expect(
            throws: WeatherError.invalidQuery(.searchTooShort(query: "J", minimum: 2))
        ) { try Self.useCase.execute("J") }
    }

    @Test func matchesComeFromTheCatalog() throws {
        #expect(try Self.useCase.execute("jap").map(\.alpha2) == ["JP"])
    }
}
