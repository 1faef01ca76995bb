import Foundation
import LoopbackSupport

extension WxappRunner {
    /// Starts wxapp and sends it SIGKILL the moment `moment` returns, unless wxapp has ended first, then waits
    /// for it to end. True when the kill landed, false when wxapp had finished. `moment` waits for an event
    /// (a request reaching a server, a write to a file) and must end when its task is cancelled.
    func runKilled(_ arguments: [String], at moment: @escaping @Sendable () async -> Void) async throws
        -> Bool
    {
        let child = try ChildProcess(
            executable: binary, arguments: arguments, environment: environment,
            workingDirectory: workingDirectory, output: .discarded)
        // Whichever comes first: the moment, or wxapp's end. Both are events; the limit is for a hang.
        _ = await EventWait.value(within: .seconds(20)) {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await moment() }
                group.addTask { _ = await child.end() }
                await group.next()
                group.cancelAll()
            }
        }
        let killed = child.ended == nil && kill(child.processIdentifier, SIGKILL) == 0
        let ended = await child.wait(upTo: .seconds(20))
        return killed && ended?.signalled == true
    }
}
