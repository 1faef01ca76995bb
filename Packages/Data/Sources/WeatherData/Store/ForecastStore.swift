import Domain
import FoundationEssentials

/// The forecasts of saved places, kept across runs beside (never inside) their observations.
public protocol ForecastStore: Sendable {
    /// The saved place's forecast, or nil when the place is not saved or has none.
    func forecast(for key: PlaceKey) async throws(WeatherError) -> KeptCopy<Forecast>?
    /// The UTC offset of the saved place's current observation, or nil when it has none.
    func observedUTCOffset(for key: PlaceKey) async throws(WeatherError) -> Int?
    /// Replaces the saved place's forecast atomically; `placeNotSaved` when there is no such place.
    func saveForecast(_ forecast: Forecast, for key: PlaceKey, fetchedAt: Date) async throws(WeatherError)
}
