import Domain
import FoundationEssentials

/// Where one kind of data is kept, each copy under its key: the one seam through which every kind is read
/// and written, whether kept beside a saved place (`KeptReports`) or by the request a service answered
/// (`KeptReplies`). A copy knows its own key and the time it came, so that keeping it takes nothing else.
public struct KeptStore<Key: Sendable, Copy: Sendable>: Sendable {
    /// The copy kept under `key`, or nil when there is none.
    public let copy: @Sendable (Key) async throws(WeatherError) -> Copy?
    /// Every copy kept, in the order the store lists them (reports: the order their places were first
    /// saved); nil for a kind that is never listed whole (forecasts).
    public let all: (@Sendable () async throws(WeatherError) -> [Copy])?
    /// Replaces the copy kept under the copy's key.
    public let keep: @Sendable (Copy) async throws(WeatherError) -> Void

    public init(
        copy: @escaping @Sendable (Key) async throws(WeatherError) -> Copy?,
        all: (@Sendable () async throws(WeatherError) -> [Copy])? = nil,
        keep: @escaping @Sendable (Copy) async throws(WeatherError) -> Void
    ) {
        self.copy = copy
        self.all = all
        self.keep = keep
    }
}

/// A kind of data kept beside each saved place: a copy is a report of the place, read with the origin
/// `.offline` until it is served. What keeping one for a place not saved does is the kind's to say (most
/// fail with `placeNotSaved`; current weather saves the place, or leaves a place deleted meanwhile deleted).
public typealias KeptReports<Value: Sendable> = KeptStore<PlaceKey, Report<Value>>
