import Domain
import Testing

@testable import WeatherData

struct CountryDTOMappingTests {
    static func stub(
        name: String = "Japan", alpha2: String = "JP", alpha3: String = "JPN", capital: String? = "Tokyo",
        latitude: Double? = 35.6895, longitude: Double? = 139.69171, timeZone: String? = "Asia/Tokyo",
        alternateNames: [String]? = ["Nippon"]
    ) -> CountryDTO {
        CountryDTO(
            name: name, alpha2: alpha2, alpha3: alpha3, capital: capital, latitude: latitude,
            longitude: longitude, timeZone: timeZone, alternateNames: alternateNames)
    }

    @Test func mapsEveryField() throws {
        #expect(try Self.stub().toDomain() == CountryCatalogFixtures.stub(alternateNames: ["Nippon"]))
    }

    @Test func missingCapitalCoordinatesBecomeNil() throws {
        let country = try Self.stub(
            name: "Antarctica", alpha2: "AQ", alpha3: "ATA", capital: nil, latitude: nil, longitude: nil,
            timeZone: nil, alternateNames: nil
        ).toDomain()
        #expect(
            country
                == Country(
                    name: "Antarctica", alpha2: "AQ", alpha3: "ATA", capital: nil, capitalCoordinates: nil,
                    timeZone: nil, alternateNames: []))
    }

    @Test func blankCapitalAndAlternatesAreDropped() throws {
        let country = try Self.stub(name: " Japan ", capital: " ", alternateNames: ["", " Nippon "])
            .toDomain()
        #expect(country.name == "Japan")
        #expect(country.capital == nil)
        #expect(country.alternateNames == ["Nippon"])
    }

    @Test(arguments: [
        (stub(alpha2: "J"), "\"Japan\" has the malformed ISO codes \"J\" and \"JPN\""),
        (stub(alpha3: "jpn"), "\"Japan\" has the malformed ISO codes \"JP\" and \"jpn\""),
        (stub(name: "  "), "a country (JP) has an empty name"),
        (stub(latitude: 95), "\"Japan\" has the impossible coordinates 95.0, 139.69171"),
        (stub(longitude: nil), "\"Japan\" has a latitude or a longitude but not both"),
    ])
    func malformedEntriesSayWhatIsWrong(dto: CountryDTO, reason: String) {
        #expect(throws: InvalidCountryEntry(reason: reason)) { try dto.toDomain() }
    }
}
