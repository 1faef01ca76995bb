import Domain
import FoundationEssentials

/// A kind of data as it is kept beside its saved place (the current reading, the forecast, the air
/// quality), and when it was fetched.
public struct KeptCopy<Value: Sendable>: Sendable {
    public let place: Place
    public let value: Value
    public let fetchedAt: Date
}

extension KeptCopy: Equatable where Value: Equatable {}
