import Domain
import Foundation
import Testing

@testable import WeatherData

struct JSONPlaceListFileTests {
    private func entries(_ text: String) throws -> [PlaceListEntry] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "places-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try JSONPlaceListFile().entries(at: url.path)
    }

    private func problem(_ text: String) throws -> String? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "places-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try JSONPlaceListFile().entries(at: url.path)
            return nil
        } catch {
            guard case .invalidPlaceList(.unusable(url.path, let problem)) = error else { return "\(error)" }
            return problem
        }
    }

    @Test func readsNamesObjectsAndLocatedPlaces() throws {
        let found = try entries(
            """
            ["Tokyo", {"name": "Paris", "country": "fr"}, {"city": "Springfield", "state": "IL", "countryCode": "US"},
             {"name": "Zürich", "country": "CH", "lat": 47.37, "lon": 8.55}]
            """)

        #expect(
            found == [
                .query(try PlaceQuery("Tokyo")), .query(try PlaceQuery("Paris,FR")),
                .query(try PlaceQuery("Springfield,IL,US")),
                .place(
                    Place(
                        name: "Zürich", countryCode: "CH",
                        coordinates: Coordinates(latitude: 47.37, longitude: 8.55)!)),
            ])
    }

    @Test func readsWhatExportAndListPrint() throws {
        let exported = """
            [{"country": "JP", "latitude": 35.6895, "longitude": 139.69171, "name": "Tokyo", "region": null}]
            """
        let listed = """
            {"places": [{"country": "JP", "latitude": 35.6895, "longitude": 139.69171, "name": "Tokyo",
              "region": null, "weather": {}}], "units": "metric"}
            """
        let tokyo = PlaceListEntry.place(
            Place(
                name: "Tokyo", countryCode: "JP",
                coordinates: Coordinates(latitude: 35.6895, longitude: 139.69171)!))

        #expect(try entries(exported) == [tokyo])
        #expect(try entries(listed) == [tokyo])
        #expect(try entries(#"{"locations": [{"name": "Tokyo"}]}"#) == [.query(try PlaceQuery("Tokyo"))])
    }

    @Test(arguments: [
        ("", "is empty"),
        ("  \n", "is empty"),
        ("[]", "lists no places"),
        (
            "{\"cities\": 3}",
            "is not a list of places in JSON (an array of names or of objects with a \"name\")"
        ),
        (
            "[\"Tokyo\",",
            "is not a list of places in JSON (an array of names or of objects with a \"name\")"
        ),
        (
            "[\"Tokyo\", {\"country\": \"JP\"}]",
            "has an entry (2) that has no name"
        ),
        (
            "[{\"name\": \"Tokyo\", \"country\": \"Japan\"}]",
            "has an entry (1) that has the country \"JAPAN\", which is not a two-letter ISO code"
        ),
        (
            "[{\"name\": \"Tokyo\", \"lat\": 95, \"lon\": 0, \"country\": \"JP\"}]",
            "has an entry (1) that has the impossible coordinates 95.0, 0.0"
        ),
        (
            "[{\"name\": \"Tokyo\", \"lat\": 35}]",
            "has an entry (1) that has a latitude or a longitude but not both"
        ),
    ])
    func aBadFileSaysWhatIsWrong(text: String, expected: String) throws {
        #expect(try problem(text) == expected)
    }

    @Test func aMissingFileSaysSo() {
        #expect(
            throws: WeatherError.invalidPlaceList(
                .unusable(path: "/no/such/places.json", problem: "does not exist"))
        ) {
            try JSONPlaceListFile().entries(at: "/no/such/places.json")
        }
    }
}
