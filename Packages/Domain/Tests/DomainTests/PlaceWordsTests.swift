import Testing

@testable import Domain

struct PlaceWordsTests {
    private let words = PlaceWords(
        known: SavedPlaceFinder(
            countries: StubCountryRepository(countries: [
                Stub.country("South Africa", "ZA", capital: Stub.place("Pretoria", "ZA"))
            ]),
            cities: StubCityRepository([
                City(
                    name: "New York City", asciiName: "New York City", countryCode: "US", regionCode: "NY",
                    regionName: "New York", coordinates: Coordinates(latitude: 40.71, longitude: -74.01)!,
                    population: 8_000_000, timeZone: "America/New_York", alternateNames: ["New York"]),
                City(
                    name: "York", asciiName: "York", countryCode: "GB", regionCode: nil, regionName: nil,
                    coordinates: Coordinates(latitude: 53.96, longitude: -1.08)!, population: 150_000,
                    timeZone: "Europe/London", alternateNames: []),
                City(
                    name: "Agaram", asciiName: "Agaram", countryCode: "IN", regionCode: nil, regionName: nil,
                    coordinates: Coordinates(latitude: 12.9, longitude: 80.1)!, population: 20_000,
                    timeZone: "Asia/Kolkata", alternateNames: []),
            ]),
            places: InMemoryWeatherRepository([Stub.place("Home Sweet Home", "FR")]), shownNames: { _ in [] })
    )

    @Test(arguments: [
        (["New", "York"], ["New York"]),
        (["York", "New", "York"], ["York", "New York"]),
        (["South", "Africa", "York"], ["South Africa", "York"]),
        (["home", "sweet", "home"], ["home sweet home"]),
        (["Paris", "London"], ["Paris", "London"]),
        (["New", "York,US"], ["New York,US"]),
        (["Tokyo"], ["Tokyo"]),
        // Letters that run on across words ("agaram") are no name of those words.
        (["AG", "AR", "AM"], ["AG", "AR", "AM"]),
    ])
    func wordsThatNameAKnownPlaceTogetherAreOnePlace(typed: [String], places: [String]) async {
        #expect(await words.places(in: typed) == places)
    }
}
