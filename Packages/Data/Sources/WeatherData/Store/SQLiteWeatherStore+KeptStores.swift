import Domain
import FoundationEssentials

extension SQLiteWeatherStore {
    /// Air quality, as `KeptDataRepository` keeps it.
    public nonisolated var keptAirQuality: KeptStore<AirQuality> {
        KeptStore(
            copy: { key throws(WeatherError) in try await self.airQuality(for: key) },
            all: { () throws(WeatherError) in try await self.allAirQuality() },
            keep: { place, air, fetchedAt throws(WeatherError) in
                try await self.saveAirQuality(air, for: place.key, fetchedAt: fetchedAt)
            })
    }

    /// Forecasts, as `KeptDataRepository` keeps them.
    public nonisolated var keptForecasts: KeptStore<Forecast> {
        KeptStore(
            copy: { key throws(WeatherError) in try await self.forecast(for: key) },
            keep: { place, forecast, fetchedAt throws(WeatherError) in
                try await self.saveForecast(forecast, for: place.key, fetchedAt: fetchedAt)
            })
    }

    /// Alerts with their source, as `KeptDataRepository` keeps them.
    public nonisolated var keptAlerts: KeptStore<IssuedAlerts> {
        KeptStore(
            copy: { key throws(WeatherError) in try await self.alerts(for: key) },
            all: { () throws(WeatherError) in try await self.allAlerts() },
            keep: { place, alerts, fetchedAt throws(WeatherError) in
                try await self.saveAlerts(alerts, for: place.key, fetchedAt: fetchedAt)
            })
    }

    /// Climate normals, as `KeptDataRepository` keeps them: for good, with no time of fetching kept.
    public nonisolated var keptNormals: KeptStore<ClimateNormals> {
        KeptStore(
            copy: { key throws(WeatherError) in try await self.normals(for: key) },
            keep: { place, normals, _ throws(WeatherError) in
                try await self.saveNormals(normals, for: place.key)
            })
    }
}
