import ProviderKit

/// OpenWeatherMap's error body, `{"cod":401,"message":"..."}`: only its message is read.
struct ErrorDTO: Decodable, Sendable {
    let message: String?
}
