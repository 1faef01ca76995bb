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
            guard case .invalidQuery(let reason) = error else { return "\(error)" }
            return reason.replacingOccurrences(of: url.path, with: "FILE")
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
        ("", "The file FILE is empty, so nothing was imported."),
        ("  \n", "The file FILE is empty, so nothing was imported."),
        ("[]", "The file FILE lists no places, so nothing was imported."),
        (
            "{\"cities\": 3}",
            "The file FILE is not a list of places in JSON (an array of names or of objects with a \"name\"), so nothing was imported."
        ),
        (
            "[\"Tokyo\",",
            "The file FILE is not a list of places in JSON (an array of names or of objects with a \"name\"), so nothing was imported."
        ),
        (
            "[\"Tokyo\", {\"country\": \"JP\"}]",
            "The file FILE has an entry (2) that has no name, so nothing was imported."
        ),
        (
            "[{\"name\": \"Tokyo\", \"country\": \"Japan\"}]",
            "The file FILE has an entry (1) that has the country \"JAPAN\", which is not a two-letter ISO code, so nothing was imported."
        ),
        (
            "[{\"name\": \"Tokyo\", \"lat\": 95, \"lon\": 0, \"country\": \"JP\"}]",
            "The file FILE has an entry (1) that has the impossible coordinates 95.0, 0.0, so nothing was imported."
        ),
        (
            "[{\"name\": \"Tokyo\", \"lat\": 35}]",
            "The file FILE has an entry (1) that has a latitude or a longitude but not both, so nothing was imported."
        ),
    ])
    func aBadFileSaysWhatIsWrong(text: String, expected: String) throws {
        #expect(try problem(text) == expected)
    }

    @Test func aMissingFileSaysSo() {
        #expect(
            throws: WeatherError.invalidQuery(
                reason: "The file /no/such/places.json does not exist, so nothing was imported.")
        ) {
            try JSONPlaceListFile().entries(at: "/no/such/places.json")
        }
    }
}
