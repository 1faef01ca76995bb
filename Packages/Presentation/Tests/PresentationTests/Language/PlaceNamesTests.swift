import Domain
import Testing

@testable import Presentation

/// A saved place by its name in the language of the output, where CLDR has one; its own name elsewhere.
struct PlaceNamesTests {
    static func place(_ name: String, _ country: String) -> Place {
        Place.stub(name: name, countryCode: country, latitude: 0, longitude: 0)
    }

    @Test(arguments: [
        (Language.german, "Vienna", "AT", "Wien"), (.japanese, "Tokyo", "JP", "東京"),
        (.chinese, "Tokyo", "JP", "东京"),
        (.french, "Moscow", "RU", "Moscou"), (.polish, "Vienna", "AT", "Wiedeń"),
        (.spanish, "London", "GB", "Londres"),
    ])
    func aCityOfAZoneIsNamedAsTheLanguageNamesIt(
        language: Language, name: String, country: String, local: String
    ) {
        #expect(PlaceNames(Words(language)).name(of: Self.place(name, country)) == local)
        #expect(PlaceLabel.short(Self.place(name, country), Words(language)) == "\(local), \(country)")
    }

    /// A saved name is compared by its name key, as every name is: case, marks and spacing aside.
    @Test(arguments: ["Tōkyō", "TOKYO", "tokyo", "Tokyo "])
    func anySpellingWithTheSameNameKeyIsTheSameCity(spelling: String) {
        #expect(PlaceNames(Words(.japanese)).name(of: Self.place(spelling, "JP")) == "東京")
        #expect(PlaceNames(Words(.japanese)).cityName(spelling, country: "jp") == "東京")
    }

    @Test func anyOtherPlaceKeepsItsOwnName() {
        #expect(PlaceNames(Words(.german)).name(of: Self.place("Vienna", "US")) == "Vienna")
        #expect(PlaceNames(Words(.german)).name(of: Self.place("Home", "AT")) == "Home")
        #expect(PlaceNames(Words(.german)).name(of: Self.place("Berlin", "DE")) == "Berlin")
        #expect(PlaceNames(Words(.english)).name(of: Self.place("Vienna", "AT")) == "Vienna")
    }
}

/// Countries by CLDR's names of their territories; the catalog's English name where CLDR has none.
struct CountryNamesTests {
    @Test(arguments: [
        (Language.german, "AT", "Österreich"), (.japanese, "JP", "日本"), (.french, "DE", "Allemagne"),
        (.chinese, "US", "美国"), (.polish, "CI", "Côte d’Ivoire"),
    ])
    func aCountryIsNamedAsTheLanguageNamesIt(language: Language, code: String, local: String) {
        #expect(PlaceNames(Words(language)).countryName(code: code, english: "English name") == local)
    }

    @Test func englishAndUnknownCodesKeepTheCatalogsName() {
        #expect(PlaceNames(Words(.english)).countryName(code: "AT", english: "Austria") == "Austria")
        #expect(PlaceNames(Words(.german)).countryName(code: "ZZ", english: "Nowhere") == "Nowhere")
    }
}
