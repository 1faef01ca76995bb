/// OpenWeatherMap's error body: `{"cod":401,"message":"..."}` or `{"cod":"404","message":"city not found"}`.
struct ErrorDTO: Decodable, Sendable {
    let cod: ResponseCode?
    let message: String?
}
