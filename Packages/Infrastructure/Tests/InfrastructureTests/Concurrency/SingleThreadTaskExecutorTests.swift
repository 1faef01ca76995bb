import Foundation
import LoopbackSupport
import Synchronization
import Testing

@testable import Infrastructure

struct SingleThreadTaskExecutorTests {
    /// Work a default actor isolates.
    actor Counter {
        private var count = 0
        func increment() -> (count: Int, thread: pthread_t) {
            count += 1
            return (count, pthread_self())
        }
    }

    /// Calls `run()` on a thread of its own; `finished()` waits until it returns and names that thread.
    final class Runner: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let runningThread = Mutex<pthread_t?>(nil)

        init(_ executor: SingleThreadTaskExecutor) {
            Thread.detachNewThread { [self] in
                runningThread.withLock { $0 = pthread_self() }
                executor.run()
                done.signal()
            }
        }

        var hasReturned: Bool {
            guard done.wait(timeout: .now()) == .success else { return false }
            done.signal()  // for the next look
            return true
        }

        func finished() async -> pthread_t? {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { [self] in
                    done.wait()
                    continuation.resume(returning: runningThread.withLock { $0 })
                }
            }
        }
    }

    @Test func aTaskThatPrefersItRunsEveryPartOnTheRunningThread() async throws {
        let executor = SingleThreadTaskExecutor()
        let runner = Runner(executor)
        let counter = Counter()
        let threads = await Task.detached(executorPreference: executor) { () async -> [pthread_t] in
            var threads = [pthread_self()]
            threads += await withTaskGroup(of: pthread_t.self) { group in
                for _ in 0..<8 { group.addTask { await counter.increment().thread } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            // Resumed from another thread, the task goes on where it prefers to run.
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume() }
            }
            threads.append(pthread_self())
            return threads
        }.value
        executor.finish()

        let running = try #require(await runner.finished())
        #expect(threads.count == 10)
        #expect(threads.allSatisfy { pthread_equal($0, running) != 0 })
        #expect(await counter.increment().count == 9)
    }

    final class Log: Sendable {
        let numbers = Mutex<[Int]>([])
    }

    @Test func jobsRunInTheOrderTheyCameAndRunReturnsOnceTheyHave() async {
        let executor = SingleThreadTaskExecutor()
        let log = Log()
        for number in 0..<5 {
            Task.detached(executorPreference: executor) { log.numbers.withLock { $0.append(number) } }
        }
        executor.finish()

        let runner = Runner(executor)
        _ = await runner.finished()

        #expect(log.numbers.withLock { $0 } == [0, 1, 2, 3, 4])
    }

    /// Each job comes once the one before has run and left the queue empty, so a `run()` that returned on
    /// an empty queue would never run the next.
    @Test func runWaitsForJobsUntilItIsToldToFinish() async throws {
        let executor = SingleThreadTaskExecutor()
        let runner = Runner(executor)
        for number in 0..<3 {
            let ran = Latch<Int>()
            Task.detached(executorPreference: executor) { ran.fire(number) }
            let value = await EventWait.value(within: .seconds(30)) { await ran.value() } ?? nil
            #expect(value == number, "run() stopped taking jobs before job \(number)")
        }
        #expect(!runner.hasReturned)

        executor.finish()
        #expect(await runner.finished() != nil)
    }
}
