import Synchronization

/// Passes each event on to whoever the running command asked to hear of them; built before the command
/// says who that is. Events before that are not heard of.
final class EventRelay<Event: Sendable>: Sendable {
    private let observer = Mutex<(@Sendable (Event) -> Void)?>(nil)

    func report(to observer: @escaping @Sendable (Event) -> Void) {
        self.observer.withLock { $0 = observer }
    }

    func tell(_ event: Event) {
        observer.withLock { $0 }?(event)
    }
}
