import Domain
import FoundationEssentials
import ProviderKit

extension ForecastDTO {
    /// The forecast in Domain terms; throws when it has no steps or a value is physically impossible.
    func toDomain() throws(WeatherError) -> Forecast {
        guard !list.isEmpty else {
            throw .unreadableResponse(detail: "the forecast reply has no steps")
        }
        try ReplyBounds.check(
            list.count, atMost: ReplyBounds.forecastSteps, "steps", in: "the forecast reply")
        var entries: [ForecastEntry] = []
        entries.reserveCapacity(list.count)
        for entry in list {
            if let step = entry.toDomain() { entries.append(step) }
        }
        return Forecast(
            entries: entries, utcOffsetSeconds: city?.timezone,
            sunrise: CurrentWeatherDTO.sunTime(city?.sunrise), sunset: CurrentWeatherDTO.sunTime(city?.sunset)
        )
    }
}

extension ForecastDTO.Entry {
    func toDomain() -> ForecastEntry? {
        ForecastEntry(
            time: Date(timeIntervalSince1970: dt),
            readings: OpenWeatherMapReadings.readings(
                main: main, conditions: weather, wind: wind, clouds: clouds, visibility: visibility,
                rain: rain?.threeHours, snow: snow?.threeHours),
            precipitationProbability: pop)
    }
}
