import Domain
import FoundationEssentials

/// Where "here" was last found, kept across runs.
public protocol HereStore: Sendable {
    /// The place last found here and when; nil when none was ever found.
    func keptHere() async throws(WeatherError) -> (place: Place, foundAt: Date)?
    /// Keeps `place` as here, found at `foundAt`, in place of the last one.
    func keepHere(_ place: Place, foundAt: Date) async throws(WeatherError)
}
