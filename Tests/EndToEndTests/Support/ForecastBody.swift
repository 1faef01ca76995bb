import Foundation

/// The JSON body of OpenWeatherMap's `GET /data/2.5/forecast`: the free API's 40 steps of 3 hours from the
/// next step after the moment of the request, built from a fixture. Every third step has no `pop`, only
/// some steps have `rain`, and the city block carries the fixture's UTC offset.
struct ForecastBody: Encodable {
    struct Step: Encodable {
        struct Volume: Encodable {
            let threeHours: Double

            enum CodingKeys: String, CodingKey {
                case threeHours = "3h"
            }
        }

        struct Sys: Encodable {
            let pod: String
        }

        let dt: Int
        let main: CurrentWeatherBody.Main
        let weather: [CurrentWeatherBody.Condition]
        let clouds: CurrentWeatherBody.Clouds
        let wind: CurrentWeatherBody.Wind
        let visibility: Double?
        let pop: Double?
        let rain: Volume?
        let sys: Sys
        let dtTxt: String

        enum CodingKeys: String, CodingKey {
            case dt, main, weather, clouds, wind, visibility, pop, rain, sys
            case dtTxt = "dt_txt"
        }
    }

    struct City: Encodable {
        let id: Int
        let name: String
        let coord: CurrentWeatherBody.Coord
        let country: String
        let population: Int
        let timezone: Int
        let sunrise: Int
        let sunset: Int
    }

    static let stepCount = 40

    let cod: String
    let message: Int
    let cnt: Int
    let list: [Step]
    let city: City

    /// `now` is when the server answers; the first step is the next multiple of 3 hours after it.
    init(_ fixture: WeatherFixture, latitude: Double, longitude: Double, now: Date = Date()) {
        let current = CurrentWeatherBody(fixture, latitude: latitude, longitude: longitude)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let seconds = Int(now.timeIntervalSince1970)
        let start = seconds - seconds % 10_800 + 10_800
        list = (0..<Self.stepCount).map { index in
            let time = start + index * 10_800
            let localHour = ((time + fixture.timezoneSeconds) % 86_400 + 86_400) % 86_400 / 3_600
            let isDay = (6..<18).contains(localHour)
            // Warmer by day, cooler at night, around the fixture's temperature.
            let swing = isDay ? 2.0 : -2.0
            let main = CurrentWeatherBody.Main(
                temp: fixture.kelvin + swing, feelsLike: fixture.feelsLikeKelvin + swing,
                tempMin: fixture.kelvin + swing - 0.5, tempMax: fixture.kelvin + swing + 0.5,
                pressure: fixture.pressure, humidity: fixture.humidity, seaLevel: fixture.pressure,
                grndLevel: fixture.pressure - 3)
            let conditions = current.weather.map { condition in
                CurrentWeatherBody.Condition(
                    id: condition.id, main: condition.main, description: condition.description,
                    icon: String(condition.icon.prefix(2)) + (isDay ? "d" : "n"))
            }
            return Step(
                dt: time, main: main, weather: conditions, clouds: current.clouds, wind: current.wind,
                visibility: current.visibility, pop: index % 3 == 0 ? nil : Double(index % 5) / 5,
                rain: index % 4 == 1 ? Step.Volume(threeHours: 0.5) : nil,
                sys: Step.Sys(pod: isDay ? "d" : "n"),
                dtTxt: formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time))))
        }
        cod = "200"
        message = 0
        cnt = list.count
        city = City(
            id: fixture.cityID, name: fixture.echoedName, coord: current.coord, country: fixture.country,
            population: 1_000_000, timezone: fixture.timezoneSeconds, sunrise: fixture.sunrise,
            sunset: fixture.sunset)
    }
}
