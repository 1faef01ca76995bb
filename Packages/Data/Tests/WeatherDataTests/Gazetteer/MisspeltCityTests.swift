import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// "Did you mean": the city meant is found for a slip of one key in its name, whatever the slip and
/// wherever it falls, over the thousand biggest cities of the real gazetteer.
struct MisspeltCityTests {
    /// A slip of one key in `name` at `position` (counted in its letters, kept inside the name), of the
    /// kind `kind` picks: a letter left out, two neighbours swapped, one changed, one added.
    static func slip(_ name: [Character], kind: Int, position: Int) -> String {
        var letters = name
        let at = min(max(0, position), letters.count - 2)
        switch kind % 4 {
        case 0: letters.remove(at: at)
        case 1: letters.swapAt(at, at + 1)
        case 2: letters[at] = letters[at] == "x" ? "q" : "x"
        default: letters.insert(letters[at] == "k" ? "j" : "k", at: at)
        }
        return String(letters)
    }

    @Test func theCityMeantIsAmongTheHintsForASlipInNineteenNamesOfTwenty() throws {
        let gazetteer = try GazetteerDataTests.gazetteer.get()
        let url = try GazetteerFixtures.repositoryGazetteerURL()
        let index = try GazetteerIndex(file: MappedFile(path: url.path))
        var asked = 0
        var missed: [String] = []
        for (number, offset) in index.cityOffsets().prefix(1_000).enumerated() {
            let city = try GazetteerRecord.city(from: try #require(index.cityLine(at: offset))[...]).get()
            let name = Array(city.asciiName)
            guard name.count >= 4, name.allSatisfy(\.isLetter) else { continue }
            // Every kind of slip, at the first letter, in the middle and at the end, in turn.
            let position = [0, name.count / 2, name.count - 1][number % 3]
            let typed = Self.slip(name, kind: number / 3, position: position)
            // A slip that is itself a city's name finds that city: no hint is asked for.
            if try gazetteer.city(matching: try PlaceQuery(typed)) != nil { continue }
            asked += 1
            let hints = try gazetteer.cities(misspeltAs: typed, limit: 3)
            if !hints.contains(city) { missed.append("\(typed) for \(city.name), \(city.countryCode)") }
        }
        #expect(asked > 800, "most slips are asked about")
        #expect(Double(missed.count) <= Double(asked) * 0.05, "missed \(missed.count) of \(asked): \(missed)")
    }

    @Test func hintsGoNearestFirstThenBiggest() throws {
        let gazetteer = try GazetteerDataTests.gazetteer.get()
        #expect(try gazetteer.cities(misspeltAs: "Mardid", limit: 3).first?.name == "Madrid")
        #expect(try gazetteer.cities(misspeltAs: "Mdrid", limit: 3).first?.name == "Madrid")
        #expect(try gazetteer.cities(misspeltAs: "Lodnon", limit: 3).first?.name == "London")
        #expect(try gazetteer.cities(misspeltAs: "Мосвка", limit: 3).first?.name == "Moscow")
        #expect(try gazetteer.cities(misspeltAs: "ベルリンン", limit: 3).first?.name == "Berlin")
        // As near by another of its names, the bigger city comes first: Milan (Milano) before Miano.
        #expect(try gazetteer.cities(misspeltAs: "Mialno", limit: 3).first?.name == "Milan")
        // Pekin, Illinois, owns the name "Pekin", but Beijing, bigger, is not hidden behind it.
        let pekin = try gazetteer.cities(misspeltAs: "Pékinn", limit: 3)
        #expect(
            pekin.first?.name == "Beijing" && pekin.contains { $0.countryCode == "US" },
            "\(pekin.map(\.name))")
        #expect(try gazetteer.cities(misspeltAs: "Zq", limit: 3).isEmpty, "two letters get no hint")
        #expect(try gazetteer.cities(misspeltAs: "12345", limit: 3).isEmpty, "nor a number")
    }

    /// A city reached only through another name that is a bigger city's own name is no hint of its own:
    /// "Berlin" is also a name of North Canton, Ohio, which would be offered by its own name for "Berlinn".
    @Test(arguments: ["Berlinn", "Berlni", "Lodnon"])
    func aNameThatIsAnotherCitysOwnNameHintsOnlyAtThatCity(typed: String) throws {
        let gazetteer = try GazetteerDataTests.gazetteer.get()
        let hints = try gazetteer.cities(misspeltAs: typed, limit: 3)
        #expect(!hints.isEmpty)
        for (index, hint) in hints.enumerated() {
            // Hints are biggest first among equals: the cities before this one are the bigger ones.
            let bigger = Set(hints[..<index].map { SearchKey($0.name) })
            #expect(
                !hint.alternateNames.contains {
                    bigger.contains(SearchKey($0)) && SearchKey($0) != SearchKey(hint.name)
                },
                "\(hint.name), \(hint.countryCode) among \(hints.map(\.name))")
        }
    }
}
