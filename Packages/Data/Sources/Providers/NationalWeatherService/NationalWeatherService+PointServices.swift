import Domain
import ProviderKit

extension NationalWeatherService {
    /// One request per place, as the NWS answers.
    public var currentWeatherService: PointService<CurrentWeather> {
        .onePerRequest { point, _ throws(WeatherError) in try await currentWeather(at: point) }
    }

    public var forecastService: PointService<Forecast> {
        .onePerRequest { point, _ throws(WeatherError) in try await forecast(at: point) }
    }
}
