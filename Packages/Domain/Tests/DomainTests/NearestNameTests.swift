import Domain
import Testing

struct NearestNameTests {
    @Test(arguments: [
        ("imperal", ["metric", "imperial", "standard", "uk"], ["imperial"]),
        ("Imperail", ["metric", "imperial", "standard", "uk"], ["imperial"]),
        ("shwo", ["add", "list", "show", "forecast"], ["show"]),
        ("lsit", ["add", "list", "show", "forecast"], ["list"]),
        ("forcast", ["add", "list", "show", "forecast"], ["forecast"]),
        ("colour", ["units", "icons", "clock", "line-template"], []),
        ("metric", ["metric", "imperial"], []),
        ("uk", ["metric", "imperial", "standard", "uk"], []),
        ("xyz", ["metric", "imperial"], []),
        ("25", ["auto", "12", "24"], []),
        ("Narnia", ["Narela", "Narita", "Narail"], []),
        ("Barcelonna", ["Barcelona"], ["Barcelona"]),
        ("Barcleonaa", ["Barcelona"], ["Barcelona"]),
    ])
    func aSlipOfOneOrTwoKeysFindsTheNameMeant(typed: String, candidates: [String], expected: [String]) {
        #expect(NearestName.among(candidates, for: typed) == expected)
    }

    @Test func theNearestComeFirstAndAtMostThree() {
        #expect(
            NearestName.among(["cat", "bat", "cart", "at", "hat", "car"], for: "cat") == [
                "bat", "cart", "at",
            ])
        #expect(NearestName.among(["Madras", "Madrid"], for: "madird") == ["Madrid"])
    }

    /// A candidate of several names is as near as the nearest of them, ranked once by it.
    @Test func aCandidateOfSeveralNamesIsAsNearAsTheNearest() {
        let places = [("Munich", "München"), ("Madrid", "Madrid"), ("Manchester", "Manchester")]
        let names = { (place: (String, String)) in [place.0, place.1] }
        #expect(NearestName.among(places, namedAnyOf: names, for: "Müncen").map(\.0) == ["Munich"])
        #expect(NearestName.among(places, namedAnyOf: names, for: "Munic").map(\.0) == ["Munich"])
        #expect(NearestName.among(places, namedAnyOf: names, for: "Madird").map(\.0) == ["Madrid"])
        #expect(NearestName.among(places, namedAnyOf: names, for: "München").isEmpty)
        #expect(NearestName.among(places, namedAnyOf: { _ in [] }, for: "Munich").isEmpty)
    }
}
