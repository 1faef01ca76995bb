import Domain
import ProviderKit

/// Fetches a place's thirty years of measured days once, makes its normals, and keeps them for good: the
/// 1991–2020 normals never change, so they are never fetched again.
public struct KeptClimateNormalsRepository: ClimateNormalsRepository {
    private let store: any ClimateNormalsStore
    private let archive: any ClimateArchiveService

    public init(store: any ClimateNormalsStore, archive: any ClimateArchiveService) {
        self.store = store
        self.archive = archive
    }

    public func keptNormals(for place: Place) async throws(WeatherError) -> ClimateNormals? {
        try await store.normals(for: place.key)
    }

    public func normals(for place: Place) async throws(WeatherError) -> ClimateNormals {
        if let kept = try await store.normals(for: place.key) { return kept }
        let measured: [ClimateNormals.Measured]
        do throws(WeatherError) {
            measured = try await archive.measuredDays(at: place.coordinates)
            // Kept for good, so never a value outside physical bounds.
            if let problem = ClimateNormals.implausibility(of: measured) {
                throw WeatherError.unreadableResponse(detail: "the climate archive's \(problem)")
            }
        } catch {
            throw error.naming(place)
        }
        let normals = ClimateNormals(measured: measured)
        guard normals.days.count == 366 else {
            throw .unreadableResponse(
                detail: "the climate archive has too few days for the normals of \(366 - normals.days.count) "
                    + "calendar days")
        }
        try await store.saveNormals(normals, for: place.key)
        return normals
    }
}
