/// The 1991–2020 normals of a place, saved or not: asked of the service the first time only, kept for good after.
public struct ShowNormalsUseCase: Sendable {
    private let finder: PlaceLookup
    private let normals: any ClimateNormalsRepository

    public init(finder: PlaceLookup, normals: any ClimateNormalsRepository) {
        self.finder = finder
        self.normals = normals
    }

    /// The place `raw` names and its normals; `offline` uses only kept ones.
    public func execute(_ raw: String, offline: Bool) async throws(WeatherError) -> (Place, ClimateNormals) {
        let place = try await finder.find(try PlaceQuery(raw), offline: offline)
        if offline {
            guard let kept = try await normals.keptNormals(for: place) else {
                throw .notCached(query: "\(place.name),\(place.countryCode)", kind: .climateNormals)
            }
            return (place, kept)
        }
        return (place, try await normals.normals(for: place))
    }

    /// The kept normals of `place`, or nil; never asks the service.
    public func kept(for place: Place) async throws(WeatherError) -> ClimateNormals? {
        try await normals.keptNormals(for: place)
    }
}
