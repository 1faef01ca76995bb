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
        context.notice(
            "waiting \(RequestBudgetText.seconds(wait.seconds)) to ask \(wait.host): wxapp's own budget of "
                + "\(RequestBudgetText.requests(wait.requestsPerMinute)) a minute to it is used up "
                + "(WXAPP_REQUESTS_PER_MINUTE).")
    }
}
