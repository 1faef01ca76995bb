import Domain
import Foundation
import Testing

@testable import WeatherData

/// IPinfo's reply, as the geolocation example of its developer documentation shows it
/// (https://ipinfo.io/developers, "Filtering Responses", `/geo`, which holds the members `/json` gives
/// for a place; the example's address filled in), read whole and with each member removed in turn.
struct IPinfoReplyTests {
    static let documented = """
        {
          "ip": "8.8.8.8",
          "loc": "37.385999999999996,-122.0838",
          "city": "Mountain View",
          "region": "California",
          "country": "US"
        }
        """

    private static func place(_ json: String) throws -> Place? {
        try JSONDecoder().decode(IPinfoReplyDTO.self, from: Data(json.utf8)).place
    }

    @Test func theDocumentedReplyIsItsCity() throws {
        let place = try #require(try Self.place(Self.documented))
        #expect(place.name == "Mountain View" && place.countryCode == "US" && place.region == "California")
        #expect(place.coordinates == Coordinates(latitude: 37.385999999999996, longitude: -122.0838))
    }

    @Test(arguments: ["ip", "city", "region", "country", "loc"])
    func eachMemberRemovedInTurn(member: String) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.documented.utf8)) as? [String: Any])
        object[member] = nil
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let place = try Self.place(json)
        switch member {
        case "city", "country", "loc":
            #expect(place == nil, "without \(member) there is no place to use")
        case "region":
            #expect(place?.name == "Mountain View" && place?.region == nil)
        default:
            #expect(place == (try Self.place(Self.documented)), "\(member) is not read")
        }
    }

    @Test(arguments: [
        #"{"city":"X","country":"US","loc":"91,0"}"#, #"{"city":"X","country":"USA","loc":"1,2"}"#,
        #"{"city":"","country":"US","loc":"1,2"}"#, #"{"city":"X","country":"U1","loc":"1,2"}"#,
        #"{"city":"X","country":"US","loc":"1;2"}"#, #"{"bogon":true,"ip":"10.0.0.1"}"#,
    ])
    func aReplyWithoutAUsablePlaceIsNone(json: String) throws {
        #expect(try Self.place(json) == nil)
    }
}
