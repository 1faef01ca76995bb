import FoundationEssentials

/// The source of "now"; injected so that freshness never depends on the machine's clock in tests.
public protocol WallClock: Sendable {
    var now: Date { get }
}
