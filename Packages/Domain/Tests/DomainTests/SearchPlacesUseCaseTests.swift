import Testing

@testable import Domain

struct SearchPlacesUseCaseTests {
    /// A gazetteer that records the searches it gets and answers with its cities.
    final class RecordingCityRepository: CityRepository, @unchecked Sendable {
        let cities: [City]
        private(set) var searches: [String] = []

        init(cities: [City]) {
            self.cities = cities
        }

        func city(matching query: PlaceQuery) throws(WeatherError) -> City? { nil }

        func search(_ query: String, limit: Int) throws(WeatherError) -> [City] {
            searches.append("\(query) \(limit)")
            return Array(cities.prefix(limit))
        }

        func nearestCity(to coordinates: Coordinates) throws(WeatherError) -> City? { nil }

        func cities(misspeltAs typed: String, limit: Int) throws(WeatherError) -> [City] { [] }
    }

    static func city(_ name: String) -> City {
        City(
            name: name, asciiName: name, countryCode: "jp", regionCode: nil, regionName: nil,
            coordinates: Coordinates(latitude: 34.7, longitude: 135.5)!, population: 1,
            timeZone: "Asia/Tokyo",
            alternateNames: [])
    }

    @Test func countriesComeFirstThenCitiesUpToTheLimit() throws {
        let cities = RecordingCityRepository(cities: [Self.city("Japan Town"), Self.city("Japanese Alps")])
        let useCase = SearchPlacesUseCase(
            countries: StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: nil)]),
            cities: cities)

        let results = try useCase.execute("  jap ", cityLimit: 1)

        #expect(results.countries.map(\.alpha2) == ["JP"])
        #expect(results.cities.map(\.name) == ["Japan Town"])
        #expect(cities.searches == ["jap 1"])
        #expect(!results.isEmpty)
    }

    @Test func aShortQueryIsAUsageErrorBeforeAnySearch() {
        let cities = RecordingCityRepository(cities: [])
        let useCase = SearchPlacesUseCase(countries: StubCountryRepository(countries: []), cities: cities)

        #expect(
            throws: WeatherError.invalidQuery(.searchTooShort(query: "J", minimum: 2))
        ) { try useCase.execute("J", cityLimit: 5) }
        #expect(cities.searches.isEmpty)
    }

    @Test func nothingFoundIsEmpty() throws {
        let useCase = SearchPlacesUseCase(
            countries: StubCountryRepository(countries: []), cities: RecordingCityRepository(cities: []))

        #expect(try useCase.execute("narnia", cityLimit: 5).isEmpty)
    }

    @Test func aCityIsAPlaceUnderItsOwnName() {
        let city = City(
            name: "Springfield", asciiName: "Springfield", countryCode: "us", regionCode: "IL",
            regionName: "Illinois", coordinates: Coordinates(latitude: 39.8, longitude: -89.6)!,
            population: 114_394,
            timeZone: "America/Chicago", alternateNames: [])

        #expect(
            city.place
                == Place(
                    name: "Springfield", countryCode: "US", region: "Illinois",
                    coordinates: Coordinates(latitude: 39.8, longitude: -89.6)!))
    }
}
