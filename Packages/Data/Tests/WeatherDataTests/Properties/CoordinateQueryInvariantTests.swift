import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// Every gazetteer city's own coordinates, typed as `LAT,LON` (as a user copies them, to four decimals,
/// with a hyphen or a minus sign), name that city or one as near, "near <city>", in its country.
struct CoordinateQueryInvariantTests {
    @Test func everyCitysCoordinatesNameACityAtThatPoint() async throws {
        let url = try GazetteerFixtures.repositoryGazetteerURL()
        let index = try GazetteerIndex(file: MappedFile(path: url.path))
        let gazetteer = Gazetteer(fileURL: url)
        let resolver = PlaceResolver(
            countries: CountryCatalog(fileURL: try CountryCatalogFixtures.repositoryCatalogURL()),
            geocoder: GazetteerGeocoder(gazetteer: gazetteer, online: nil), cities: gazetteer)
        var failures: [String] = []
        var checked = 0
        for offset in index.cityOffsets() {
            let city = try GazetteerRecord.city(from: try #require(index.cityLine(at: offset))[...]).get()
            let typed = String(format: "%.4f,%.4f", city.coordinates.latitude, city.coordinates.longitude)
            for text in [typed, String(typed.map { $0 == "-" ? "\u{2212}" : $0 })] {
                let query = try PlaceQuery(text)
                guard let point = query.coordinates,
                    point.kilometres(to: city.coordinates) < 0.02
                else {
                    failures.append("\(city.name): \(text) reads as \(String(describing: query.coordinates))")
                    continue
                }
                let place = try await resolver.resolve(query)
                let named = try #require(try gazetteer.nearestCity(to: point))
                // The city named lies no farther from the point than the city whose coordinates were typed.
                if place.name != "near \(named.name)" || place.countryCode != named.countryCode
                    || named.coordinates.kilometres(to: point) > city.coordinates.kilometres(to: point)
                        + 0.001
                    || place.coordinates != point
                {
                    failures.append(
                        "\(city.name), \(city.countryCode): \(text) is \(place.name), \(place.countryCode)")
                }
                checked += 1
            }
        }
        print("coordinate invariant: \(checked) queries, \(failures.count) failures")
        #expect(checked > 60_000)
        #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
    }
}
