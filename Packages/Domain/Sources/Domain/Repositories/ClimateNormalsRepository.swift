/// The 1991–2020 normals of saved places: fetched once per place and kept for good.
public protocol ClimateNormalsRepository: Sendable {
    /// The kept normals of a saved `place`, or nil when they were never fetched; never asks the service.
    func keptNormals(for place: Place) async throws(WeatherError) -> ClimateNormals?
    /// The kept normals of a saved `place`, fetched and kept first when there are none.
    func normals(for place: Place) async throws(WeatherError) -> ClimateNormals
}
