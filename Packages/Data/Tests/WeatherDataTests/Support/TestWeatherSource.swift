import Domain
import ProviderKit
import WeatherData

/// A test's stand-in for a provider's service, written as plain methods for the kinds it gives (one point
/// a request unless `placesPerRequest` says otherwise; every demand alike); a kind it does not give fails when asked.
protocol TestWeatherSource: WeatherAndForecasts {
    var placesPerRequest: Int { get }
    func currentWeather(at point: Coordinates) async throws(WeatherError) -> CurrentWeather
    func currentWeather(at points: [Coordinates]) async throws(WeatherError) -> [Result<
        CurrentWeather, WeatherError
    >]
    func forecast(at point: Coordinates) async throws(WeatherError) -> Forecast
    func forecasts(at points: [Coordinates]) async throws(WeatherError) -> [Result<Forecast, WeatherError>]
}

extension TestWeatherSource {
    var placesPerRequest: Int { 1 }

    func currentWeather(at point: Coordinates) async throws(WeatherError) -> CurrentWeather {
        throw .internalFailure(detail: "a test service without weather was asked for it")
    }

    func forecast(at point: Coordinates) async throws(WeatherError) -> Forecast {
        throw .internalFailure(detail: "a test service without forecasts was asked for one")
    }

    func currentWeather(at points: [Coordinates]) async throws(WeatherError) -> [Result<
        CurrentWeather, WeatherError
    >] {
        try await PointService.onePerRequest { point, _ throws(WeatherError) in
            try await currentWeather(at: point)
        }
        .values(at: points)
    }

    func forecasts(at points: [Coordinates]) async throws(WeatherError) -> [Result<Forecast, WeatherError>] {
        try await PointService.onePerRequest { point, _ throws(WeatherError) in try await forecast(at: point)
        }
        .values(at: points)
    }

    var currentWeatherService: PointService<CurrentWeather> {
        PointService(placesPerRequest: placesPerRequest) { points, _ throws(WeatherError) in
            try await currentWeather(at: points)
        }
    }

    var forecastService: PointService<Forecast> {
        PointService(placesPerRequest: placesPerRequest) { points, _ throws(WeatherError) in
            try await forecasts(at: points)
        }
    }
}

extension FailoverService {
    /// What failover gives for one point, as a test asks it.
    func currentWeather(at point: Coordinates) async throws(WeatherError) -> CurrentWeather {
        try await Self.only(currentWeather.values(at: [point])).value
    }

    func currentWeather(at points: [Coordinates]) async throws(WeatherError) -> [Result<
        CurrentWeather, WeatherError
    >] {
        try await currentWeather.values(at: points).map { $0.map(\.value) }
    }

    func forecast(at point: Coordinates) async throws(WeatherError) -> Forecast {
        try await Self.only(forecasts.values(at: [point])).value
    }

    private static func only<T>(_ results: [Result<T, WeatherError>]) throws(WeatherError) -> T {
        guard let result = results.first else {
            throw .unreadableResponse(detail: "the reply left the place out")
        }
        return try result.get()
    }

    func requestSizes(forPlaces count: Int) -> [Int] {
        currentWeather.requestSizes(forPlaces: count)
    }
}
