import Testing

@testable import Presentation

struct WatchIntervalTests {
    @Test(arguments: [
        ("60", 60), ("90s", 90), ("1m", 60), ("1m30s", 90), ("2h", 7_200), ("1h30m", 5_400), ("5M", 300),
        (" 2m ", 120),
    ])
    func durationsReadInHoursMinutesAndSeconds(text: String, seconds: Int) {
        #expect(WatchInterval(argument: text)?.seconds == seconds)
    }

    @Test(arguments: ["", "m", "1d", "-1m", "1.5m", "soon", "99999999999h"])
    func anythingElseIsRejected(text: String) {
        #expect(WatchInterval(argument: text) == nil)
    }

    @Test func intervalsReadBackInWords() {
        #expect(WatchInterval(seconds: 60).text == "1 min")
        #expect(WatchInterval(seconds: 90).text == "90 s")
        #expect(WatchInterval(seconds: 7_200).text == "2 h")
        #expect(WatchInterval(seconds: 5_400).text == "1 h 30 min")
    }
}
