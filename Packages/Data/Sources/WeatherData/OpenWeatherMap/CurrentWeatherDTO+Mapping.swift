import Domain
import FoundationEssentials

extension CurrentWeatherDTO {
    /// The observation in Domain terms; throws when a value is physically impossible.
    func toDomain() throws(WeatherError) -> CurrentWeather {
        CurrentWeather(
            readings: try OpenWeatherMapReadings.readings(
                main: main, conditions: weather, wind: wind, clouds: clouds, visibility: visibility,
                rain: rain?.oneHour, snow: snow?.oneHour, context: ""),
            sunrise: sys?.sunrise.map(Date.init(timeIntervalSince1970:)),
            sunset: sys?.sunset.map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: dt),
            utcOffsetSeconds: timezone ?? 0, provider: .openWeatherMap)
    }
}

extension CurrentWeatherDTO.Condition {
    var toDomain: WeatherCondition {
        WeatherCondition(code: id, summary: main, description: description, icon: icon)
    }
}
