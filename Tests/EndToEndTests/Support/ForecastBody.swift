import Foundation

/// The JSON body of OpenWeatherMap's `GET /data/2.5/forecast`: four 3-hour steps built from a fixture.
struct ForecastBody: Encodable {
    struct Step: Encodable {
        let dt: Int
        let main: CurrentWeatherBody.Main
        let weather: [CurrentWeatherBody.Condition]
        let clouds: CurrentWeatherBody.Clouds
        let wind: CurrentWeatherBody.Wind
        let visibility: Double?
        let pop: Double
        let dtTxt: String

        enum CodingKeys: String, CodingKey {
            case dt, main, weather, clouds, wind, visibility, pop
            case dtTxt = "dt_txt"
        }
    }

    struct City: Encodable {
        let id: Int
        let name: String
        let coord: CurrentWeatherBody.Coord
        let country: String
        let timezone: Int
        let sunrise: Int
        let sunset: Int
    }

    let cod: String
    let message: Int
    let cnt: Int
    let list: [Step]
    let city: City

    init(_ fixture: WeatherFixture, latitude: Double, longitude: Double) {
        let current = CurrentWeatherBody(fixture, latitude: latitude, longitude: longitude)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let start = fixture.observedAt - fixture.observedAt % 10_800 + 10_800
        list = (0..<4).map { step in
            let time = start + step * 10_800
            return Step(
                dt: time, main: current.main, weather: current.weather, clouds: current.clouds,
                wind: current.wind, visibility: current.visibility, pop: 0.2,
                dtTxt: formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time))))
        }
        cod = "200"
        message = 0
        cnt = list.count
        city = City(
            id: fixture.cityID, name: fixture.echoedName, coord: current.coord, country: fixture.country,
            timezone: fixture.timezoneSeconds, sunrise: fixture.sunrise, sunset: fixture.sunset)
    }
}
