import Domain
import FoundationEssentials

extension CurrentWeatherDTO {
    /// The observation in Domain terms, every value the reply leaves out nil.
    func toDomain() -> CurrentWeather {
        CurrentWeather(
            readings: OpenWeatherMapReadings.readings(
                main: main, conditions: weather, wind: wind, clouds: clouds, visibility: visibility,
                rain: rain?.oneHour, snow: snow?.oneHour),
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
