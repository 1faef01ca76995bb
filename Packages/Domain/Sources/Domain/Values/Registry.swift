import Synchronization

/// Values that Data declares and the composition root registers once, before anything runs, for code that
/// must not depend on Data (help text, settings) to read: the weather providers and the alert sources.
public final class Registry<Value: Sendable>: Sendable {
    private let registered = Mutex<[Value]>([])

    public init() {}

    /// The registered values, in the order registered: empty until then.
    public var values: [Value] {
        get { registered.withLock { $0 } }
        set { registered.withLock { $0 = newValue } }
    }
}
