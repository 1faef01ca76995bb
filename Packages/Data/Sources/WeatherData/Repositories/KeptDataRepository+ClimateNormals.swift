import Domain
import ProviderKit

extension KeptDataDescription where Value == ClimateNormals {
    /// Climate normals: made from thirty years of measured days asked of `archive` (checked as they came,
    /// then the normals made of them, at the moment `clock` tells), and kept in `store` for good: the
    /// 1991–2020 normals never change, so they are never fetched again.
    public static func climateNormals(
        store: SQLiteWeatherStore, archive: any ClimateArchiveService, clock: any WallClock
    ) -> Self {
        Self(
            kind: .climateNormals, store: store.keptNormals,
            fetch: oneByOne(clock: clock) { place throws(WeatherError) in
                let measured = try Checked(
                    try await archive.measuredDays(at: place.coordinates), at: clock.now)
                return ClimateNormals(measured: measured.value)
            })
    }
}

extension KeptDataRepository: ClimateNormalsRepository where Value == ClimateNormals {
    public func keptNormals(for place: Place) async throws(WeatherError) -> ClimateNormals? {
        try await kept(for: place)?.value
    }

    public func normals(for place: Place) async throws(WeatherError) -> ClimateNormals {
        try await report(for: place, policy: .cacheFirst(lifetime: .infinity)).value
    }
}
