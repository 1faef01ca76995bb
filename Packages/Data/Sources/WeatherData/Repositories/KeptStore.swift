import Domain
import FoundationEssentials

/// Where one kind of data is kept beside its saved place: the seam every kind's repository reads and writes
/// through. A copy read comes with the origin `.offline` until it is served.
public struct KeptStore<Value: Sendable>: Sendable {
    /// The copy kept for the saved place with this key, or nil when the place is not saved or has none.
    public let copy: @Sendable (PlaceKey) async throws(WeatherError) -> Report<Value>?
    /// The copies of every saved place that has one, in the order the places were saved; nil for a kind
    /// that is never listed whole (forecasts).
    public let all: (@Sendable () async throws(WeatherError) -> [Report<Value>])?
    /// Replaces the copy of the place, as fetched at the moment given; `placeNotSaved` when it is not saved.
    public let keep: @Sendable (Place, Value, Date) async throws(WeatherError) -> Void

    public init(
        copy: @escaping @Sendable (PlaceKey) async throws(WeatherError) -> Report<Value>?,
        all: (@Sendable () async throws(WeatherError) -> [Report<Value>])? = nil,
        keep: @escaping @Sendable (Place, Value, Date) async throws(WeatherError) -> Void
    ) {
        self.copy = copy
        self.all = all
        self.keep = keep
    }
}

extension Report {
    /// The same report, served as `origin` says.
    func served(_ origin: Origin) -> Report {
        Report(place: place, value: value, fetchedAt: fetchedAt, origin: origin)
    }
}
