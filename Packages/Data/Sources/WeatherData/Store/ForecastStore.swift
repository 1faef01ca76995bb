import Domain
import FoundationEssentials

/// A saved place with its last fetched forecast.
public struct CachedForecast: Sendable, Equatable {
    public let place: Place
    public let forecast: Forecast
    public let fetchedAt: Date

    public init(place: Place, forecast: Forecast, fetchedAt: Date) {
        self.place = place
        self.forecast = forecast
        self.fetchedAt = fetchedAt
    }
}

/// The forecasts of saved places, kept across runs beside (never inside) their observations.
public protocol ForecastStore: Sendable {
    /// The saved place's forecast, or nil when the place is not saved or has none.
    func forecast(for key: PlaceKey) async throws(WeatherError) -> CachedForecast?
    /// The UTC offset of the saved place's current observation, or nil when it has none.
    func observedUTCOffset(for key: PlaceKey) async throws(WeatherError) -> Int?
    /// Replaces the saved place's forecast atomically; `placeNotSaved` when there is no such place.
    func saveForecast(_ forecast: Forecast, for key: PlaceKey, fetchedAt: Date) async throws(WeatherError)
}
