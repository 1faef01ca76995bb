/// Caps how much of the machine the heavy end-to-end tests (many processes, many cases) take at once, so that
/// the other tests, which run alongside them with short timeouts, never starve.
actor TestLoad {
    static let shared = TestLoad(slots: 4)

    private let slots: Int
    private var free: Int
    private var waiting: [(slots: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(slots: Int) {
        self.slots = slots
        self.free = slots
    }

    /// Runs `body` once `count` slots are free (never more than exist), first come first served.
    nonisolated func run<T>(slots count: Int = 1, _ body: () async throws -> T) async throws -> T {
        let count = min(count, slots)
        await acquire(count)
        do {
            let value = try await body()
            await release(count)
            return value
        } catch {
            await release(count)
            throw error
        }
    }

    private func acquire(_ count: Int) async {
        if waiting.isEmpty, free >= count {
            free -= count
            return
        }
        await withCheckedContinuation { waiting.append((count, $0)) }
    }

    private func release(_ count: Int) {
        free += count
        while let first = waiting.first, free >= first.slots {
            free -= first.slots
            waiting.removeFirst()
            first.continuation.resume()
        }
    }
}
