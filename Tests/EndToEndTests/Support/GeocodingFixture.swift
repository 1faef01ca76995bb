import Foundation

/// One entry of OpenWeatherMap's `GET /geo/1.0/direct` reply.
struct GeocodingFixture: Encodable, Sendable, Equatable {
    let name: String
    let localNames: [String: String]?
    let lat: Double
    let lon: Double
    let country: String
    let state: String?

    enum CodingKeys: String, CodingKey {
        case name, lat, lon, country, state
        case localNames = "local_names"
    }

    static let tokyo = GeocodingFixture(
        name: "Tokyo", localNames: ["ja": "東京都", "en": "Tokyo"], lat: 35.6828387, lon: 139.7594549,
        country: "JP", state: nil)
    static let madrid = GeocodingFixture(
        name: "Madrid", localNames: ["es": "Madrid", "en": "Madrid"], lat: 40.4167047, lon: -3.7035825,
        country: "ES", state: "Community of Madrid")
    static let paris = GeocodingFixture(
        name: "Paris", localNames: ["fr": "Paris", "en": "Paris"], lat: 48.8588897, lon: 2.3200410,
        country: "FR", state: "Ile-de-France")
    static let londonGB = GeocodingFixture(
        name: "London", localNames: ["en": "London", "fr": "Londres"], lat: 51.5073219, lon: -0.1276474,
        country: "GB", state: "England")
    static let londonCA = GeocodingFixture(
        name: "London", localNames: nil, lat: 42.9832406, lon: -81.243372, country: "CA", state: "Ontario")

    static let all: [GeocodingFixture] = [tokyo, madrid, paris, londonGB, londonCA]

    /// What the geocoder answers for `q` ("city", "city,country" or "city,state,country"), best first.
    static func matches(for query: String, limit: Int) -> [GeocodingFixture] {
        let parts = query.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard let city = parts.first, !city.isEmpty else { return [] }
        let country = parts.count > 1 ? parts.last : nil
        let found = all.filter { fixture in
            fixture.name.lowercased() == city && (country == nil || fixture.country.lowercased() == country)
        }
        return Array(found.prefix(max(0, limit)))
    }
}
