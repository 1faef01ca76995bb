import ProviderKit

/// One entry of OpenWeatherMap's direct geocoding reply (`/geo/1.0/direct`).
struct GeocodingDTO: Decodable, Sendable {
    let name: String
    let lat: Double
    let lon: Double
    let country: String
    let state: String?
}
