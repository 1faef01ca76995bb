import Domain
import FoundationEssentials
import ProviderKit

/// What makes one kind of kept data itself: where it is kept, how it is fetched and checked, and what is
/// done to it on the way in and out. `KeptDataRepository` serves every kind from one of these.
public struct KeptDataDescription<Value: PhysicallyBounded>: Sendable {
    /// How messages name the kind when none is kept.
    public let kind: KeptKind
    public let store: KeptReports<Value>
    /// The values of `places`, asked of the service and checked: one result per place, in order.
    public let fetch:
        @Sendable (_ places: [Place], FetchDemand) async -> [Result<Checked<Value>, WeatherError>]
    /// The place as it is to be asked for, with its kept copy (by default the place as asked and the copy
    /// kept under its key); or the report of a place the kind answers for without asking or keeping.
    public var lookup: @Sendable (Place) async throws(WeatherError) -> KeptLookup<Value>
    /// The place and the value as they are kept, from what arrived (a zone named, an offset filled in); by
    /// default as they came.
    public var settle: @Sendable (Place, Value) async throws(WeatherError) -> (Place, Value) = { ($0, $1) }
    /// When a reply the service asked to be reused until it expires first came, which is how old it is;
    /// nil (the default) for a reply of now.
    public var receivedAt: @Sendable (Value) -> Date? = { _ in nil }
    /// Whether a kept copy may stand for a fetch while the policy accepts its age (by default any may): a
    /// copy another provider gave than the one named with `--provider` may not, so that the one named is
    /// asked; nor may a copy of past days with a preliminary day older than the cache lifetime. Offline, any
    /// kept copy is served, and says whose it is.
    public var serves: @Sendable (Report<Value>) -> Bool = { _ in true }
    /// A served report as commands are given it (a forecast cut into its zone's days); by default as served.
    public var shown: @Sendable (Report<Value>) -> Report<Value> = { $0 }

    public init(
        kind: KeptKind, store: KeptReports<Value>,
        fetch: @escaping @Sendable ([Place], FetchDemand) async -> [Result<Checked<Value>, WeatherError>]
    ) {
        self.kind = kind
        self.store = store
        self.fetch = fetch
        lookup = { place throws(WeatherError) in .due(asked: place, kept: try await store.copy(place.key)) }
    }

    /// `fetch` for a service asked about one place at a time, each in turn, its values checked at the
    /// moment `clock` tells when they are asked for.
    public static func oneByOne(
        clock: any WallClock, _ fetchOne: @escaping @Sendable (Place) async throws(WeatherError) -> Value
    ) -> @Sendable ([Place], FetchDemand) async -> [Result<Checked<Value>, WeatherError>] {
        { places, _ in
            let now = clock.now
            return await OneByOne.results(of: places, fetchOne).map { $0.checked(at: now) }
        }
    }
}

/// A place as its kind of data is to be served.
public enum KeptLookup<Value: Sendable>: Sendable {
    /// To be served under the policy: `asked` is the place as it is to be asked for (a kept place may
    /// name it otherwise), `kept` its kept copy.
    case due(asked: Place, kept: Report<Value>?)
    /// Answered without asking or keeping anything (alerts where no source covers the place).
    case answered(Report<Value>)
}
