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

    /// Every city of every language's table is keyed as Swift keys a saved name: the generator's key (made in
    /// Python) is the `SearchKey.compact` of a gazetteer city's name in that country, so no city is left
    /// unnamed by a key the app would never make.
    /// Each gazetteer city's `SearchKey.compact` and country, as "name key|country"; read once for all the
    /// languages.
    static let gazetteerKeys: Set<String> = {
        let url = DocumentationTests.root.appendingPathComponent("gazetteer.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(
            text.split(separator: "\n").dropFirst().compactMap { line in
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                return fields.count > 2 ? SearchKey(String(fields[0])).compact + "|" + fields[2] : nil
            })
    }()

    /// The whole-gazetteer tests take one language at a time: run side by side, they held both threads of the
    /// shared pool for a minute on two cores, and every other test waited.
    @Test(.serialized, arguments: Language.allCases.filter { $0 != .english })
    func everyCityKeyIsTheNameKeyOfAGazetteerCity(language: Language) throws {
        #expect(Self.gazetteerKeys.count > 30_000, "the gazetteer is read")
        let table = PlaceNames.tables(language).cities.text
        let tableKeys = table.split(separator: "\n").map { String($0.prefix { $0 != "\u{0}" }) }
        #expect(tableKeys.count > 50)
        let strays = tableKeys.filter { !Self.gazetteerKeys.contains($0) }
        #expect(strays.isEmpty, "\(language): \(strays.prefix(5))")
    }

    /// The names GeoNames gives cities in each language, beyond CLDR's cities of time zones.
    @Test(arguments: [
        (Language.german, "Munich", "DE", "München"), (.german, "Milan", "IT", "Mailand"),
        (.dutch, "The Hague", "NL", "Den Haag"), (.italian, "Milan", "IT", "Milano"),
        (.italian, "Naples", "IT", "Napoli"), (.italian, "Turin", "IT", "Torino"),
        (.italian, "Florence", "IT", "Firenze"), (.italian, "Venice", "IT", "Venezia"),
        (.italian, "Genoa", "IT", "Genova"), (.chinese, "Beijing", "CN", "北京"),
        (.japanese, "Osaka", "JP", "大阪"),
        (.japanese, "Kyoto", "JP", "京都"), (.polish, "Munich", "DE", "Monachium"),
        // Untagged names a reader of the language can only take for its own (generate_place_names.py).
        (.japanese, "Sagamihara", "JP", "相模原"), (.japanese, "Saitama", "JP", "さいたま"),
        (.japanese, "Gazipur", "BD", "ガジプール"), (.chinese, "Mumbai", "IN", "孟买"),
        (.chinese, "Incheon", "KR", "仁川"), (.chinese, "Sagamihara", "JP", "相模原"),
        // Two such names (うるま, 宇流麻): which one a reader would use, the data does not say.
        (.japanese, "Uruma", "JP", "Uruma"),
    ])
    func aCityIsNamedAsTheLanguageNamesIt(language: Language, name: String, country: String, local: String) {
        #expect(PlaceNames(Words(language)).name(of: Self.place(name, country)) == local)
    }

    /// Every city of the gazetteer, in every language: its name in the language where the table has one (with
    /// no control character), its own name elsewhere.
    @Test(.serialized, arguments: Language.allCases.filter { $0 != .english })
    func everyGazetteerCityIsShownByItsNameInTheLanguageOrItsOwn(language: Language) throws {
        let url = DocumentationTests.root.appendingPathComponent("gazetteer.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        let table = PlaceNames.tables(language).cities
        let names = PlaceNames(Words(language))
        var (cities, renamed, flagged) = (0, 0, [String]())
        let count = Int(text.prefix { $0 != "\n" }.split(separator: "\t")[2]) ?? 0
        for line in text.split(separator: "\n").dropFirst().prefix(count) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            let (name, country) = (String(fields[0]), String(fields[2]))
            let shown = names.name(of: Self.place(name, country))
            cities += 1
            guard let local = table.value(for: SearchKey(name).compact + "|" + country) else {
                if shown != name { flagged.append("\(name), \(country): \(shown)") }
                continue
            }
            renamed += 1
            if shown != local
                || local.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                flagged.append("\(name), \(country): \(shown)")
            }
        }
        #expect(cities > 30_000 && renamed > 500, "\(language): \(renamed) of \(cities)")
        #expect(flagged.isEmpty, "\(language): \(flagged.prefix(10))")
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

/// A point named after a city ("40 km SE of Hamar") is worded in the language of the output around the city's
/// name in that language; English shows it as it is saved.
struct PointPlaceNamesTests {
    @Test(arguments: [
        (Language.english, "40 km SE of Hamar", "NO", "40 km SE of Hamar"),
        (.german, "40 km SE of Hamar", "NO", "Hamar (40 km SO)"),
        (.german, "near Vienna", "AT", "Wien (Umgebung)"),
        (.french, "3 km N of Moscow", "RU", "Moscou (à 3 km au N)"),
        (.polish, "12 km SW of Vienna", "AT", "Wiedeń (12 km na SW)"),
        (.japanese, "near Tokyo", "JP", "東京付近"), (.japanese, "40 km NE of Tokyo", "JP", "東京の北東40 km"),
        (.chinese, "40 km NE of Tokyo (36.0°N 140.0°E)", "JP", "东京东北40公里 (36.0°N 140.0°E)"),
    ])
    func aPointIsWordedAroundItsCitysName(language: Language, saved: String, country: String, shown: String) {
        let place = PlaceNamesTests.place(saved, country)
        #expect(PlaceNames(Words(language)).name(of: place) == shown)
    }

    /// In every language, every direction and reach: the city's name in the language is in the words, and no
    /// English "near" or "of" is left.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everyPointReadsInTheLanguage(language: Language) {
        let names = PlaceNames(Words(language))
        let city = names.cityName("Vienna", country: "AT")
        var reaches: [PointName.Reach] = [.near]
        reaches += CompassPoint.allCases.map { PointName.Reach.away(kilometres: 42, direction: $0) }
        for reach in reaches {
            let shown = names.name(of: PlaceNamesTests.place(PointName(reach, of: "Vienna").text, "AT"))
            #expect(shown.contains(city) && !shown.contains("near ") && !shown.contains(" of "), "\(shown)")
        }
    }
}
