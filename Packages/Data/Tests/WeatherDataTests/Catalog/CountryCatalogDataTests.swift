import Domain
import Foundation
import Testing

@testable import WeatherData

/// The repository's own countries.json, as wxapp ships it.
struct CountryCatalogDataTests {
    let countries: [Country]
    let catalog: CountryCatalog

    init() throws {
        countries = try CountryCatalogFixtures.repositoryCountries()
        catalog = CountryCatalog(countries: countries)
    }

    private func names(_ countries: [Country]) -> [String] { countries.map(\.name) }

    @Test func fileReadsLazilyToo() throws {
        let catalog = CountryCatalog(fileURL: try CountryCatalogFixtures.repositoryCatalogURL())
        try catalog.preload()
        #expect(try catalog.country(named: "Japan") == self.catalog.country(named: "Japan"))
    }

    @Test func everyCountryHasTwoUniqueCodesAndAName() throws {
        #expect((240...260).contains(countries.count))
        #expect(countries.allSatisfy { $0.alpha2.count == 2 && $0.alpha3.count == 3 && !$0.name.isEmpty })
        #expect(Set(countries.map(\.alpha2)).count == countries.count)
        #expect(Set(countries.map(\.alpha3)).count == countries.count)
    }

    @Test func everyCapitalIsSavedByTheNameTheCatalogGivesIt() throws {
        let changed = countries.flatMap { country in
            ([country.name] + country.alternateNames + [country.capital].compactMap { $0 }).filter {
                PlaceName.cleaned($0) != $0
            }
        }
        #expect(changed.isEmpty, "names the rule would change: \(changed)")
        for country in countries {
            guard let place = country.capitalPlace else { continue }
            #expect(place.name == country.capital)
        }
    }

    @Test func everyNameAndCodeLeadsToOneCountryOnly() throws {
        var owners: [String: String] = [:]
        var clashes: [String] = []
        for country in countries {
            let keys = Set(
                ([country.name, country.alpha2, country.alpha3] + country.alternateNames).map {
                    SearchKey($0).compact
                })
            for key in keys {
                if let owner = owners[key] { clashes.append("\(key): \(owner) and \(country.alpha2)") }
                owners[key] = country.alpha2
            }
        }
        #expect(clashes == [])
        #expect(try countries.allSatisfy { try catalog.country(named: $0.name) == $0 })
    }

    @Test(arguments: [
        ("USA", "US"), ("United States of America", "US"), ("UK", "GB"), ("Great Britain", "GB"),
        ("Ivory Coast", "CI"), ("Czechia", "CZ"), ("Czech Republic", "CZ"), ("JPN", "JP"), ("jp", "JP"),
        ("Co\u{0302}te d'Ivoire", "CI"), ("COTE D’IVOIRE", "CI"), ("Holland", "NL"), ("Netherlands", "NL"),
        ("South Korea", "KR"), ("North Korea", "KP"), ("Burma", "MM"), ("Swaziland", "SZ"),
        ("Macedonia", "MK"), ("Cape Verde", "CV"), ("East Timor", "TL"), ("Türkiye", "TR"),
        ("DR Congo", "CD"), ("Congo-Brazzaville", "CG"), ("Vatican", "VA"), ("Palestine", "PS"),
    ])
    func commonNamesResolve(query: String, alpha2: String) throws {
        #expect(try catalog.country(named: query)?.alpha2 == alpha2)
    }

    @Test func capitalsCarryTheirCoordinates() throws {
        let capitals = try ["JP", "ES", "CI"].map { try catalog.country(named: $0)?.capitalPlace }
        #expect(
            capitals == [
                Place(
                    name: "Tokyo", countryCode: "JP",
                    coordinates: Coordinates(latitude: 35.6895, longitude: 139.69171)!),
                Place(
                    name: "Madrid", countryCode: "ES",
                    coordinates: Coordinates(latitude: 40.4165, longitude: -3.70256)!),
                Place(
                    name: "Yamoussoukro", countryCode: "CI",
                    coordinates: Coordinates(latitude: 6.82055, longitude: -5.27674)!),
            ])
        #expect(try catalog.country(named: "Japan")?.timeZone == "Asia/Tokyo")
    }

    @Test func countriesWithoutCoordinatesStaySearchableWithoutACapitalPlace() throws {
        let withoutCoordinates = countries.filter { $0.capitalCoordinates == nil }
        #expect(withoutCoordinates.map(\.alpha2).sorted() == ["AQ", "BQ", "BV", "HM", "TK", "UM"])
        for country in withoutCoordinates {
            #expect(country.capitalPlace == nil)
            #expect(try catalog.search(country.name).first == country)
        }
    }

    @Test func searchExamples() throws {
        #expect(try names(catalog.search("cote d")) == ["Côte d'Ivoire"])
        #expect(try names(catalog.search("korea")) == ["North Korea", "South Korea"])
        #expect(
            try names(catalog.search("guinea")) == [
                "Guinea", "Guinea-Bissau", "Equatorial Guinea", "Papua New Guinea",
            ])
        #expect(try names(catalog.search("JP")) == ["Japan"])
        #expect(
            try names(catalog.search("united")) == [
                "United Arab Emirates", "United Kingdom", "United States",
                "United States Minor Outlying Islands",
                "Tanzania", "U.S. Virgin Islands",
            ])
    }
}
