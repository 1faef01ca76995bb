import Synchronization

/// A value that comes once, from any thread, and that any number of tasks await without a clock.
public final class Latch<Value: Sendable>: Sendable {
    private struct State {
        var value: Value?
        var waiters: [UInt64: CheckedContinuation<Value?, Never>] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let state = Mutex(State())

    public init() {}

    /// The value, once it has come; nil before.
    public var current: Value? { state.withLock { $0.value } }

    /// Sets the value and wakes every waiter; a later value is ignored.
    public func fire(_ value: Value) {
        let waiters = state.withLock { state -> [CheckedContinuation<Value?, Never>] in
            guard state.value == nil else { return [] }
            state.value = value
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: value) }
    }

    /// The value once it comes, or nil as soon as the waiting task is cancelled.
    public func value() async -> Value? {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value?? in
                    if let value = state.value { return .some(value) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiters[id] = continuation
                    return .none
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume(returning: nil)
        }
    }
}
