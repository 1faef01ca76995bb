import FoundationEssentials

/// The machine's wall clock; inject it where time matters so tests can use a fixed one.
public struct SystemClock: Sendable {
    public init() {}

    /// The current time.
    public var now: Date { Date() }
}
