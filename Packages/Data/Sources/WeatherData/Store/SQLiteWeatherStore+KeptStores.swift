import Domain
import FoundationEssentials
import ProviderKit

extension SQLiteWeatherStore {
    /// Air quality, as `KeptDataRepository` keeps it.
    public nonisolated var keptAirQuality: KeptReports<AirQuality> {
        KeptReports(
            copy: { key throws(WeatherError) in try await self.airQuality(for: key) },
            all: { () throws(WeatherError) in try await self.allAirQuality() },
            keep: { kept throws(WeatherError) in
                try await self.saveAirQuality(kept.value, for: kept.place.key, fetchedAt: kept.fetchedAt)
            })
    }

    /// Forecasts, as `KeptDataRepository` keeps them.
    public nonisolated var keptForecasts: KeptReports<Forecast> {
        KeptReports(
            copy: { key throws(WeatherError) in try await self.forecast(for: key) },
            keep: { kept throws(WeatherError) in
                try await self.saveForecast(kept.value, for: kept.place.key, fetchedAt: kept.fetchedAt)
            })
    }

    /// Alerts with their source, as `KeptDataRepository` keeps them.
    public nonisolated var keptAlerts: KeptReports<IssuedAlerts> {
        KeptReports(
            copy: { key throws(WeatherError) in try await self.alerts(for: key) },
            all: { () throws(WeatherError) in try await self.allAlerts() },
            keep: { kept throws(WeatherError) in
                try await self.saveAlerts(kept.value, for: kept.place.key, fetchedAt: kept.fetchedAt)
            })
    }

    /// Climate normals, as `KeptDataRepository` keeps them: for good, with no time of fetching kept.
    public nonisolated var keptNormals: KeptReports<ClimateNormals> {
        KeptReports(
            copy: { key throws(WeatherError) in try await self.normals(for: key) },
            keep: { kept throws(WeatherError) in try await self.saveNormals(kept.value, for: kept.place.key) }
        )
    }
}
