import Domain
import Foundation

/// Past days from a table of kept days by place, as a real repository serves them offline: a copy of every
/// day asked, else none kept.
struct FakePastWeatherRepository: PastWeatherRepository {
    var kept: [PlaceKey: [PastDay]] = [:]
    var fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    func pastWeather(_ days: PastDays, for place: Place, policy: FetchPolicy) async throws(WeatherError)
        -> Report<PastWeather>
    {
        let weather = PastWeather(days, from: [kept[place.key] ?? []])
        guard weather.covers(days) else {
            throw .notCached(query: "\(place.name), \(place.countryCode)", kind: .pastWeather(days))
        }
        return Report(place: place, value: weather, fetchedAt: fetchedAt, origin: .offline)
    }
}
