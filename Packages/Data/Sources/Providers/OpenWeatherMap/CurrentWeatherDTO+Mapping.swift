import Domain
import FoundationEssentials
import ProviderKit

extension CurrentWeatherDTO {
    /// The observation in Domain terms, every value the reply leaves out nil.
    func toDomain() -> CurrentWeather {
        CurrentWeather(
            readings: OpenWeatherMapReadings.readings(
                main: main, conditions: weather, wind: wind, clouds: clouds, visibility: visibility,
                rain: rain?.oneHour, snow: snow?.oneHour),
            sunrise: Self.sunTime(sys?.sunrise), sunset: Self.sunTime(sys?.sunset),
            observedAt: Date(timeIntervalSince1970: dt),
            utcOffsetSeconds: timezone ?? 0, provider: .openWeatherMap)
    }
}

extension CurrentWeatherDTO {
    /// A sunrise or sunset, or nil when the reply has none: OpenWeatherMap sends 0 when the sun does not
    /// rise or set that day (polar day and night), which is no time at all, not 1 January 1970.
    static func sunTime(_ seconds: Double?) -> Date? {
        guard let seconds, seconds > 0 else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }
}

extension CurrentWeatherDTO.Condition {
    /// The condition in wxapp's phrase for its id; the reply's own text only for an id outside every group.
    var toDomain: WeatherCondition {
        WeatherCondition(
            code: id, summary: main,
            description: OpenWeatherMapCondition.phrase(id: id)?.rawValue ?? description,
            icon: icon)
    }
}
