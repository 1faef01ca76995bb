/// Reads a file that lists places, for `wxapp import`.
public protocol PlaceListSource: Sendable {
    /// Every entry of the file at `path`, in order; throws `invalidQuery` naming the file (and the
    /// entry) when it cannot be read, is empty, or holds an entry that is not a place.
    func entries(at path: String) throws(WeatherError) -> [PlaceListEntry]
}
