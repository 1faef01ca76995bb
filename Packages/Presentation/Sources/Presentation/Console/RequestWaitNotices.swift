import Domain
import FoundationEssentials
import Synchronization

/// Tells on stderr that requests wait for room in wxapp's own request budget, once for the requests to a
/// host that wait together: another line only for a wait that begins after the last one told has ended.
final class RequestWaitNotices: Sendable {
    private let context: CommandContext
    private let clock: any WallClock
    /// For each host, when the last wait told of ends.
    private let toldUntil = Mutex<[String: Date]>([:])

    init(context: CommandContext, clock: any WallClock) {
        self.context = context
        self.clock = clock
    }

    func tell(_ wait: RequestBudgetWait) {
        let now = clock.now
        let isNew = toldUntil.withLock { toldUntil in
            guard toldUntil[wait.host].map({ now >= $0 }) ?? true else { return false }
            toldUntil[wait.host] = now.addingTimeInterval(TimeInterval(wait.seconds))
            return true
        }
        guard isNew else { return }
        let budget = RequestBudgetText(context.words)
        let (seconds, requests, host) = (
            budget.seconds(wait.seconds), budget.requests(wait.requestsPerMinute), wait.host
        )
        context.notice(
            context.words(
                "waiting \(seconds) to ask \(host): wxapp's own budget of \(requests) a minute to it is used up (WXAPP_REQUESTS_PER_MINUTE)."
            ))
    }
}
