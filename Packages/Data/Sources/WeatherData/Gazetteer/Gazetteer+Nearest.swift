import Domain
import Synchronization

extension Gazetteer {
    /// The gazetteer's city nearest `coordinates` by great-circle distance, however far it is (the caller
    /// decides what is too far), the bigger of two as near; throws `WeatherError.configuration` when the
    /// file is missing or broken.
    public func nearestCity(to coordinates: Coordinates) throws(WeatherError) -> City? {
        let (index, fileURL) = try loaded()
        let positions = try positions.withLock { (positions) throws(WeatherError) -> GazetteerPositions in
            if let positions { return positions }
            do throws(GazetteerFormatError) {
                let read = try GazetteerPositions(index: index)
                positions = read
                return read
            } catch {
                throw Self.failure(fileURL, error.reason)
            }
        }
        guard let offset = positions.nearest(to: coordinates) else { return nil }
        return try Self.city(at: offset, in: index, fileURL: fileURL)
    }
}
