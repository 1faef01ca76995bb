import Domain
import Testing

@testable import Presentation

struct WatchLoopTests {
    @Test func thePauseIsTheIntervalStretchedForManyPlacesOrARateLimit() {
        let interval = WatchInterval(seconds: 60)
        let limited = WeatherReport.stub(origin: .fallback(.rateLimited(retryAfterSeconds: 300)))

        #expect(WatchLoop.pause(interval: interval, reports: [.stub(), .madrid]) == 60)
        #expect(WatchLoop.pause(interval: interval, reports: Array(repeating: .stub(), count: 75)) == 75)
        #expect(WatchLoop.pause(interval: interval, reports: [.stub(), limited]) == 300)
        #expect(
            WatchLoop.pause(
                interval: interval, reports: [.stub(origin: .fallback(.rateLimited(retryAfterSeconds: nil)))])
                == 60)
        let heldBack = WeatherReport.stub(
            origin: .fallback(
                .requestBudgetSpent(host: "127.0.0.1", requestsPerMinute: 5, retryAfterSeconds: 90)))
        #expect(WatchLoop.pause(interval: interval, reports: [.stub(), heldBack]) == 90)
    }

    @Test func theNetworkStatusFollowsWhatTheRefreshesMet() {
        let unreachable = WeatherReport.stub(origin: .fallback(.networkUnavailable(detail: "no route")))

        #expect(WatchNetworkStatus.unchecked.after([.stub(origin: .cache)]) == .unchecked)
        #expect(WatchNetworkStatus.unchecked.after([.stub(origin: .cache), .stub()]) == .online)
        #expect(WatchNetworkStatus.online.after([.stub(origin: .cache)]) == .online)
        #expect(WatchNetworkStatus.online.after([.stub(), unreachable, .madrid]) == .offline)
        #expect(
            WatchNetworkStatus.offline.after([.madrid])
                == .troubled(.timedOut))
        #expect(WatchNetworkStatus.offline.after([.stub()]) == .online)
        #expect(WatchNetworkStatus.offline.text(Words(.english)) == "network: unreachable")
    }

    @Test func aCancelledLoopStopsWithoutAnotherRefresh() async throws {
        let loop = WatchLoop(
            interval: WatchInterval(seconds: 60), limit: nil, sleeper: EndlessSleeper(),
            refresh: { () async throws(WeatherError) in [.stub()] }, show: { _ in })
        let task = Task { () async throws(WeatherError) -> Int in try await loop.run() }

        task.cancel()

        #expect(try await task.value <= 1)
    }
}
