/// What the fake server reports for the weather near one point, in OpenWeatherMap's SI units (kelvin, hPa, m/s).
struct WeatherFixture: Sendable, Equatable {
    struct Condition: Sendable, Equatable {
        let id: Int
        let main: String
        let description: String
        let icon: String
    }

    let latitude: Double
    let longitude: Double
    /// The name the API echoes back; deliberately not the place's own name.
    let echoedName: String
    let country: String
    let cityID: Int
    let conditions: [Condition]
    let kelvin: Double
    let feelsLikeKelvin: Double
    let minimumKelvin: Double
    let maximumKelvin: Double
    let pressure: Double
    let humidity: Double
    let visibilityMetres: Double?
    let windSpeed: Double
    let windDegrees: Double
    let windGust: Double?
    let cloudCover: Double
    let rainLastHour: Double?
    let timezoneSeconds: Int
    let sunrise: Int
    let sunset: Int
    let observedAt: Int

    /// True when the point lies within a few kilometres of this fixture.
    func covers(latitude: Double, longitude: Double) -> Bool {
        abs(latitude - self.latitude) < 0.3 && abs(longitude - self.longitude) < 0.3
    }

    static func nearest(latitude: Double, longitude: Double) -> WeatherFixture {
        all.first { $0.covers(latitude: latitude, longitude: longitude) } ?? generic
    }

    static let all: [WeatherFixture] = [tokyo, madrid, paris, londonGB, londonCA]
}
