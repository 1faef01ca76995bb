/// The one bounded wait of the tests: an event awaited up to a limit far beyond its normal time.
///
/// Nothing is checked when the limit passes: it only turns an event that never comes (a hung child, a
/// request never sent) into a failure instead of a test that never ends. A test never sleeps to let
/// something happen; it waits for the event that says it has.
public enum EventWait {
    /// What `event` returns, or nil when it has not returned within `limit`: `event` is then cancelled,
    /// and must end when it is.
    public static func value<T: Sendable>(
        within limit: Duration, of event: @escaping @Sendable () async -> T
    ) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await event() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// True when `event` has returned within `limit`.
    public static func happens(
        within limit: Duration, _ event: @escaping @Sendable () async -> Void
    ) async -> Bool {
        await value(within: limit, of: event) != nil
    }
}
