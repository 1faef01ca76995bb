import Domain
import FoundationEssentials
import Synchronization

/// Passes each wait for room in wxapp's own request budget on to whoever the running command asked to
/// hear of them; built before the command says who that is.
final class RequestWaitRelay: Sendable {
    private let observer = Mutex<(@Sendable (RequestBudgetWait) -> Void)?>(nil)
    private let requestsPerMinute: Int

    init(requestsPerMinute: Int) {
        self.requestsPerMinute = requestsPerMinute
    }

    func report(to observer: @escaping @Sendable (RequestBudgetWait) -> Void) {
        self.observer.withLock { $0 = observer }
    }

    /// A request to `url` waits `wait` before it is sent.
    func tell(_ url: URL, _ wait: Duration) {
        let event = RequestBudgetWait(
            host: url.host ?? url.absoluteString, requestsPerMinute: requestsPerMinute,
            seconds: Int((wait / .seconds(1)).rounded(.up)))
        observer.withLock { $0 }?(event)
    }
}
