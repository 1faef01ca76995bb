import Domain
import FoundationEssentials

/// Where "here" was last found, kept across runs.
public protocol HereStore: Sendable {
    /// The place last found here, as its report (`fetchedAt` is when it was found); nil when none was ever
    /// found.
    func keptHere() async throws(WeatherError) -> Report<Place>?
    /// Keeps `place` as here, found at `foundAt`, in place of the last one.
    func keepHere(_ place: Place, foundAt: Date) async throws(WeatherError)
}
