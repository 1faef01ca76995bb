import Testing

@testable import Domain

struct PlaceReachTests {
    typealias Saved = SavedPlaceFinderTests

    @Test func everyPlaceAWellKeptListHoldsIsReached() {
        let saved = Saved.saved + [Saved.springfieldIL, Saved.springfieldMO]
        #expect(Place.unreachable(among: saved).isEmpty)
    }

    @Test func twoSpellingsOfOneKeyInOneCountryReachNeither() {
        let tromso = Stub.place("Tromso", "NO", latitude: 69.1)
        #expect(Place.unreachable(among: Saved.saved + [tromso]) == [Saved.tromso, tromso])
    }

    /// An alias of one place does not hide another whose own name it is: the own name wins.
    @Test func anOwnNameBeatsAnotherPlacesAlias() {
        let bombay = Stub.place("Bombay", "IN", latitude: 10)
        #expect(Place.unreachable(among: [Saved.mumbai, bombay]).isEmpty)
    }

    /// The same key in two regions is told apart by the region; with no region to tell, by nothing.
    @Test func aRegionReachesWhatTheNameAloneCannot() {
        let stDenis = Place(
            name: "St Denis", countryCode: "FR", region: "Île-de-France",
            coordinates: Coordinates(latitude: 48.9, longitude: 2.4)!)
        let saintDenis = Place(
            name: "Saint-Denis", countryCode: "FR", region: "Centre",
            coordinates: Coordinates(latitude: 47.5, longitude: 1.3)!)
        #expect(Place.unreachable(among: [stDenis, saintDenis]).isEmpty)
        let regionless = Stub.place("Saint Denis", "FR", latitude: 45)
        #expect(Place.unreachable(among: [stDenis, regionless]) == [regionless])
    }

    /// The finder and the check agree: a place the check calls reached is found by one of its names.
    @Test func whatTheCheckCallsReachedTheFinderFinds() async throws {
        let tromso = Stub.place("Tromso", "NO", latitude: 69.1)
        let saved = Saved.saved + [tromso, Saved.springfieldIL, Saved.springfieldMO]
        let unreachable = Place.unreachable(among: saved)
        let finder = SavedPlaceFinder(
            countries: StubCountryRepository(countries: []), cities: StubCityRepository([]),
            places: InMemoryWeatherRepository(saved), shownNames: { _ in [] })
        for place in saved {
            var found = false
            let typed =
                [place.name, "\(place.name),\(place.countryCode)"]
                + [place.region].compactMap { $0 }.map { "\(place.name),\($0),\(place.countryCode)" }
            for raw in typed where !found {
                let answer = try? await finder.find(try PlaceQuery(raw))
                found = answer == place
            }
            #expect(found == !unreachable.contains(place), "\(place.name), \(place.countryCode)")
        }
    }
}
