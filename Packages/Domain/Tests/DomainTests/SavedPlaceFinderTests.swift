import Testing

@testable import Domain

struct SavedPlaceFinderTests {
    static let tokyo = Stub.place("Tokyo", "JP")
    static let londonGB = Stub.place("London", "GB")
    static let londonCA = Stub.place("London", "CA", latitude: 42)
    static let bogota = Stub.place("Bogotá", "CO")
    static let tromso = Stub.place("Tromsø", "NO", latitude: 69)
    static let winstonSalem = Stub.place("Winston-Salem", "US", latitude: 36)
    static let springfieldIL = Place(
        name: "Springfield", countryCode: "US", region: "Illinois",
        coordinates: Coordinates(latitude: 39.8, longitude: -89.6)!, aliases: PlaceAliases(regions: ["IL"]))
    static let springfieldMO = Place(
        name: "Springfield", countryCode: "US", region: "Missouri",
        coordinates: Coordinates(latitude: 37.2, longitude: -93.3)!, aliases: PlaceAliases(regions: ["MO"]))
    static let mumbai = Place(
        name: "Mumbai", countryCode: "IN", coordinates: Coordinates(latitude: 19, longitude: 72.8)!,
        aliases: PlaceAliases(names: ["Bombay"]))
    static let saved = [tokyo, londonGB, londonCA, bogota, tromso, winstonSalem, mumbai]

    private func find(
        _ raw: String, in saved: [Place] = saved, cities: [City] = [],
        shownNames: @escaping @Sendable (Place) -> [String] = { _ in [] }
    ) async throws -> Place {
        let finder = SavedPlaceFinder(
            countries: StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: Self.tokyo)]),
            cities: StubCityRepository(cities), places: InMemoryWeatherRepository(saved),
            shownNames: shownNames)
        return try await finder.find(try PlaceQuery(raw))
    }

    @Test(arguments: ["tokyo", "TOKYO", "Tokyo,JP", "Japan", "JP", " Tokyo "])
    func findsByNameCodeOrCountry(raw: String) async throws {
        #expect(try await find(raw) == Self.tokyo)
    }

    @Test(arguments: ["Bogota", "bogota\u{301}", "BOGOTÁ"])
    func accentsAndNormalFormDoNotMatter(raw: String) async throws {
        #expect(try await find(raw) == Self.bogota)
    }

    @Test(arguments: [
        ("Tromso", "Tromsø"), ("TROMSO,NO", "Tromsø"), ("winston salem", "Winston-Salem"),
        ("WinstonSalem", "Winston-Salem"), ("Bombay", "Mumbai"), ("bombay,IN", "Mumbai"),
    ])
    func lettersThatDoNotDecomposePunctuationAndAliasesDoNotMatter(raw: String, name: String) async throws {
        #expect(try await find(raw).name == name)
    }

    @Test func aNameInSeveralCountriesIsAmbiguousAndSaysHowToChoose() async {
        await #expect(
            throws: WeatherError.ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA"])
        ) {
            try await find("London")
        }
    }

    @Test func twoPlacesOfOneNameInOneCountryAreToldApartByRegion() async throws {
        let saved = [Self.springfieldIL, Self.springfieldMO]
        await #expect(
            throws: WeatherError.ambiguousPlace(
                query: "Springfield,US",
                candidates: ["Springfield,Illinois,US", "Springfield,Missouri,US"])
        ) {
            try await find("Springfield,US", in: saved)
        }
        #expect(try await find("Springfield,IL,US", in: saved) == Self.springfieldIL)
        #expect(try await find("Springfield,missouri,US", in: saved) == Self.springfieldMO)
    }

    @Test func aPlacesOwnNameBeatsAnotherPlacesAlias() async throws {
        let paris = Stub.place("Paris", "FR", latitude: 48)
        let aliased = Place(
            name: "Lutetia", countryCode: "FR", coordinates: Coordinates(latitude: 48.1, longitude: 2)!,
            aliases: PlaceAliases(names: ["Paris"]))

        #expect(try await find("Paris", in: [aliased, paris]) == paris)
    }

    @Test func aPlaceSavedWithoutItsAliasesIsFoundByWhatTheGazetteerSaysTheNameMeans() async throws {
        let bombay = City(
            name: "Mumbai", asciiName: "Mumbai", countryCode: "IN", regionCode: "16", regionName: nil,
            coordinates: Coordinates(latitude: 19.01, longitude: 72.85)!, population: 12_691_836,
            timeZone: "Asia/Kolkata", alternateNames: ["Bombay"])
        let savedBefore = Place(
            name: "Mumbai", countryCode: "IN", coordinates: Coordinates(latitude: 19.07, longitude: 72.88)!)
        let farAway = Place(
            name: "Mumbai", countryCode: "IN", coordinates: Coordinates(latitude: 25, longitude: 72.88)!)

        #expect(try await find("Bombay", in: [savedBefore], cities: [bombay]) == savedBefore)
        await #expect(throws: WeatherError.placeNotSaved(query: "Bombay")) {
            try await find("Bombay", in: [farAway], cities: [bombay])
        }
    }

    @Test func aCountryCodePicksOne() async throws {
        #expect(try await find("London,CA") == Self.londonCA)
    }

    @Test(arguments: ["Madrid", "Tokyo,CN", "London,Ontario,CA"])
    func anUnsavedPlaceIsNotSaved(raw: String) async {
        await #expect(throws: WeatherError.placeNotSaved(query: raw)) {
            try await find(raw)
        }
    }

    @Test func aPlaceIsFoundByANameItIsShownByWithinTheQuerysCountry() async throws {
        let hamar = Stub.place("40 km SE of Hamar", "NO", latitude: 60.5)
        let hamarSE = Stub.place("40 km SE of Hamar", "SE", latitude: 60.6)
        let german = { @Sendable (_: Place) in ["Hamar (40 km SO)"] }

        #expect(try await find("hamar (40 KM SO)", in: [hamar], shownNames: german) == hamar)
        #expect(try await find("Hamar (40 km SO),SE", in: [hamar, hamarSE], shownNames: german) == hamarSE)
        await #expect(
            throws: WeatherError.ambiguousPlace(
                query: "Hamar (40 km SO)", candidates: ["40 km SE of Hamar,NO", "40 km SE of Hamar,SE"])
        ) {
            try await find("Hamar (40 km SO)", in: [hamar, hamarSE], shownNames: german)
        }
        await #expect(throws: WeatherError.placeNotSaved(query: "Hamar (40 km SO),FI")) {
            try await find("Hamar (40 km SO),FI", in: [hamar], shownNames: german)
        }
        await #expect(throws: WeatherError.placeNotSaved(query: "Hamar (40 km SO)")) {
            try await find("Hamar (40 km SO)", in: [hamar])
        }
    }

    @Test func aPlacesOwnNameBeatsAnotherPlacesShownNameAndASlipOfAShownNameIsOffered() async throws {
        let tokyo = Stub.place("Tokyo", "JP")
        let hamar = Stub.place("40 km SE of Hamar", "NO", latitude: 60.5)
        let names = { @Sendable (place: Place) in place == hamar ? ["Tokyo", "Hamar (40 km SO)"] : [] }

        #expect(try await find("Tokyo", in: [tokyo, hamar], shownNames: names) == tokyo)
        await #expect(
            throws: WeatherError.placeNotSaved(query: "Hamar (41 km SO)", nearest: [NearPlace(hamar)])
        ) {
            try await find("Hamar (41 km SO)", in: [tokyo, hamar], shownNames: names)
        }
    }

    /// As for the gazetteer's cities: a name of two letters is a slip from too many others to offer any
    /// ("北京" is a slip from 东京).
    @Test func aNameOfTwoLettersIsOfferedNoSlip() async {
        let tokyo = Stub.place("Tokyo", "JP")
        let chinese = { @Sendable (_: Place) in ["东京"] }
        await #expect(throws: WeatherError.placeNotSaved(query: "北京")) {
            try await find("北京", in: [tokyo], shownNames: chinese)
        }
        await #expect(throws: WeatherError.placeNotSaved(query: "北京市", nearest: [NearPlace(tokyo)])) {
            try await find("北京市", in: [tokyo], shownNames: { _ in ["东京市"] })
        }
    }
}
