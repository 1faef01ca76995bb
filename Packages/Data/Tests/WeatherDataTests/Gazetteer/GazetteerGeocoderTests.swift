import Domain
import Testing

@testable import WeatherData

struct GazetteerGeocoderTests {
    /// An online geocoder that records what it is asked and answers with one fixed place.
    final class RecordingGeocoder: GeocodingRepository, @unchecked Sendable {
        private(set) var queries: [String] = []
        let answer = Place(
            name: "Atlantis", countryCode: "GR", coordinates: Coordinates(latitude: 36.4, longitude: 25.4)!)

        func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
            queries.append(query.text)
            return [answer]
        }
    }

    @Test func aCityOfTheGazetteerNeedsNoOnlineGeocoding() async throws {
        let online = RecordingGeocoder()
        let geocoder = GazetteerGeocoder(gazetteer: try GazetteerFixtures.gazetteer(), online: online)

        let places = try await geocoder.places(matching: try PlaceQuery("Springfield,IL,US"), limit: 5)

        #expect(places.map(\.name) == ["Springfield"])
        #expect(places.map(\.region) == ["Illinois"])
        #expect(online.queries.isEmpty)
    }

    @Test func aPlaceTheGazetteerLacksIsGeocodedOnline() async throws {
        let online = RecordingGeocoder()
        let geocoder = GazetteerGeocoder(gazetteer: try GazetteerFixtures.gazetteer(), online: online)

        let places = try await geocoder.places(matching: try PlaceQuery("Atlantis,GR"), limit: 5)

        #expect(places == [online.answer])
        #expect(online.queries == ["Atlantis,GR"])
    }

    @Test func withoutAnOnlineGeocoderAPlaceTheGazetteerLacksIsNotKnownOffline() async throws {
        let geocoder = GazetteerGeocoder(gazetteer: try GazetteerFixtures.gazetteer(), online: nil)

        let springfield = try await geocoder.places(matching: try PlaceQuery("Springfield,IL,US"), limit: 5)
        #expect(springfield.map(\.name) == ["Springfield"])
        await #expect(throws: WeatherError.placeNotKnownOffline(query: "Atlantis,GR")) {
            try await geocoder.places(matching: try PlaceQuery("Atlantis,GR"), limit: 5)
        }
    }

    @Test func aBrokenGazetteerIsReportedRatherThanSkipped() async throws {
        let online = RecordingGeocoder()
        let geocoder = GazetteerGeocoder(
            gazetteer: Gazetteer(fileURL: try GazetteerFixtures.write("junk\n")), online: online)

        await #expect(throws: WeatherError.self) {
            try await geocoder.places(matching: try PlaceQuery("Paris"), limit: 5)
        }
        #expect(online.queries.isEmpty)
    }
}
