import Domain
import Foundation

extension Place {
    static let tokyo = Place.stub(name: "Tokyo", countryCode: "JP", latitude: 35.6895, longitude: 139.6917)
    static let madrid = Place.stub(name: "Madrid", countryCode: "ES", latitude: 40.4168, longitude: -3.7038)

    static func stub(
        name: String = "Tokyo", countryCode: String = "JP", region: String? = nil,
        latitude: Double = 35.6895, longitude: Double = 139.6917
    ) -> Place {
        Place(
            name: name, countryCode: countryCode, region: region,
            coordinates: Coordinates(latitude: latitude, longitude: longitude)!)
    }
}

extension CurrentWeather {
    /// Tokyo on 2024-05-01, observed at 20:57 local time (11:57 UTC), when it was fetched.
    static func stub(
        conditions: [WeatherCondition] = [
            WeatherCondition(code: 803, summary: "Clouds", description: "broken clouds", icon: "04d")
        ],
        celsius: Double = 18.4, feelsLike: Double = 17.6, minimum: Double = 15.2, maximum: Double = 19.5,
        pressure: Double = 1_012, humidity: Double = 72, dewPoint: Double? = nil,
        wind: Wind = Wind(
            speed: Speed(metresPerSecond: 4.12), directionDegrees: 30, gust: Speed(metresPerSecond: 7.2)),
        clouds: Clouds? = Clouds(coverPercent: 75), visibility: Distance? = Distance(metres: 10_000),
        rainLastHour: Precipitation? = nil, snowLastHour: Precipitation? = nil,
        sunrise: Date? = Date(timeIntervalSince1970: 1_714_506_480),
        sunset: Date? = Date(timeIntervalSince1970: 1_714_555_860),
        observedAt: Date = Date(timeIntervalSince1970: 1_714_564_620), utcOffsetSeconds: Int = 32_400
    ) -> CurrentWeather {
        CurrentWeather(
            readings: Readings(
                conditions: conditions, temperature: Temperature(celsius: celsius),
                feelsLike: Temperature(celsius: feelsLike), minimum: Temperature(celsius: minimum),
                maximum: Temperature(celsius: maximum), pressure: Pressure(hectopascals: pressure),
                humidity: Humidity(percent: humidity),
                dewPoint: dewPoint.map(Temperature.init(celsius:)), wind: wind, clouds: clouds,
                visibility: visibility,
                rain: rainLastHour, snow: snowLastHour),
            sunrise: sunrise, sunset: sunset,
            observedAt: observedAt, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Madrid on 2024-05-01: minimal data, no gusts, clouds, visibility, sun times or condition.
    static let madridMinimal = CurrentWeather.stub(
        conditions: [], celsius: -0.4, feelsLike: -3.5, minimum: -2, maximum: 0.5, pressure: 1_020,
        humidity: 40, wind: Wind(speed: Speed(metresPerSecond: 0.5), directionDegrees: nil, gust: nil),
        clouds: nil, visibility: nil, sunrise: nil, sunset: nil,
        observedAt: Date(timeIntervalSince1970: 1_714_557_600), utcOffsetSeconds: 7_200)
}

extension WeatherReport {
    /// A report fetched `ageSeconds` before `FixedClock.testNow`; its weather, unless given, was observed then.
    static func stub(
        place: Place = .tokyo, weather: CurrentWeather? = nil, ageSeconds: TimeInterval = 180,
        origin: Origin = .network
    ) -> WeatherReport {
        let fetchedAt = FixedClock.testNow.addingTimeInterval(-ageSeconds)
        return WeatherReport(
            place: place, weather: weather ?? .stub(observedAt: fetchedAt), fetchedAt: fetchedAt,
            origin: origin)
    }

    /// Two hours old because the service timed out: stale, and below zero by less than a half.
    static let madrid = WeatherReport.stub(
        place: .madrid, weather: .madridMinimal, ageSeconds: 7_300, origin: .fallback(.timedOut))
}

extension Country {
    static let japan = Country(
        name: "Japan", alpha2: "JP", alpha3: "JPN", capital: "Tokyo",
        capitalCoordinates: Coordinates(latitude: 35.6895, longitude: 139.6917), timeZone: "Asia/Tokyo")
    static let spain = Country(
        name: "Spain", alpha2: "ES", alpha3: "ESP", capital: "Madrid",
        capitalCoordinates: Coordinates(latitude: 40.4168, longitude: -3.7038), timeZone: "Europe/Madrid")
    static let ivoryCoast = Country(
        name: "Côte d'Ivoire", alpha2: "CI", alpha3: "CIV", capital: "Yamoussoukro",
        capitalCoordinates: Coordinates(latitude: 6.8206, longitude: -5.2768), timeZone: "Africa/Abidjan",
        alternateNames: ["Ivory Coast"])
    static let antarctica = Country(
        name: "Antarctica", alpha2: "AQ", alpha3: "ATA", capital: nil, capitalCoordinates: nil, timeZone: nil)

    static let catalog: [Country] = [.japan, .spain, .ivoryCoast, .antarctica]
}
