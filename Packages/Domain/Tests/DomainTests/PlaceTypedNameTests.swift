import Testing

@testable import Domain

/// A city found by one of its other names is shown by that name, as its names spell it, and is still kept
/// and found by its own; a spelling of its own name is no other name.
struct PlaceTypedNameTests {
    static let munich = Place(
        name: "Munich", countryCode: "DE", coordinates: Coordinates(latitude: 48.137, longitude: 11.575)!,
        aliases: PlaceAliases(names: ["München", "Monaco di Baviera", "ミュンヘン"]))
    static let zurich = Place(
        name: "Zürich", countryCode: "CH", coordinates: Coordinates(latitude: 47.367, longitude: 8.55)!,
        aliases: PlaceAliases(names: ["Zurich", "Zuerich"]))
    static let dusseldorf = Place(
        name: "Düsseldorf", countryCode: "DE", coordinates: Coordinates(latitude: 51.22, longitude: 6.78)!,
        aliases: PlaceAliases(names: ["Duesseldorf", "Dusseldorf", "Düsseldorp"]))

    @Test(arguments: [
        ("München", "München"), ("munchen", "München"), ("MÜNCHEN,DE", "München"), ("Muenchen", "München"),
        ("Monaco di Baviera", "Monaco di Baviera"), ("ミュンヘン", "ミュンヘン"),
    ])
    func aCityIsShownByTheOtherNameTyped(typed: String, shown: String) throws {
        let place = PlaceResolver.shownAsTyped(Self.munich, typed: try PlaceQuery(typed))
        #expect(place.shownName == shown)
        #expect(place == Self.munich && place.name == "Munich", "kept and found by its own name")
    }

    @Test(arguments: ["Munich", "munich", "MUNICH,DE"])
    func itsOwnNameShowsItByItsOwnName(typed: String) throws {
        let earlier = Self.munich.shown(as: "München")
        #expect(PlaceResolver.shownAsTyped(earlier, typed: try PlaceQuery(typed)).shownName == nil)
    }

    @Test(arguments: [
        (zurich, "Zurich"), (zurich, "ZURICH"), (zurich, "zürich"), (zurich, "Zuerich"),
        (dusseldorf, "Duesseldorf"),
        (dusseldorf, "dusseldorf"),
    ])
    func aSpellingOfItsOwnNameIsNoOtherName(place: Place, typed: String) throws {
        #expect(PlaceResolver.shownAsTyped(place, typed: try PlaceQuery(typed)).shownName == nil)
        #expect(
            PlaceResolver.shownAsTyped(place, typed: try PlaceQuery("Düsseldorp")).shownName
                == (place == Self.dusseldorf ? "Düsseldorp" : nil))
    }

    @Test func aNameNotAmongItsNamesShowsItByItsOwn() throws {
        #expect(PlaceResolver.shownAsTyped(Self.munich, typed: try PlaceQuery("Paris")).shownName == nil)
    }
}
