import Domain
import Foundation
import Testing

@testable import Presentation

struct WatchCommandTests {
    static let madridNotice =
        "wxapp: showing cached data for Madrid, ES, fetched 2 h ago: the weather service did not answer in time.\n"

    private let clock = ManualClock()

    private func fakes(
        _ repository: FakeWeatherRepository = FakeWeatherRepository(saved: [.stub(), .madrid]),
        sleeper: any Sleeper
    ) -> FakeServices {
        FakeServices(repository: repository, clock: clock, sleeper: sleeper)
    }

    @Test func withoutATerminalEachRefreshPrintsOneBlockAndTimePassesOnlyInTheClock() async {
        let sleeper = AdvancingSleeper(clock: clock)
        let fakes = fakes(sleeper: sleeper)

        let run = await CommandLineRun.of(["watch", "--count", "3", "--format", "plain"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        2024-05-01T12:00:00Z · 2 places · network: online, but the weather service did not answer in time
                        Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed 3 min ago
                        Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)

                        2024-05-01T12:01:00Z · 2 places · network: online, but the weather service did not answer in time
                        Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed 4 min ago
                        Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)

                        2024-05-01T12:02:00Z · 2 places · network: online, but the weather service did not answer in time
                        Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C, humidity 72%, wind 4.1 m/s from NNE, observed 5 min ago
                        Madrid, ES: 0°C, high 1°C, low -2°C, humidity 40%, wind 0.5 m/s, observed 2 h ago (stale)


                        """,
                    stderr: String(repeating: Self.madridNotice, count: 3)))
        #expect(sleeper.pauses == [.seconds(60), .seconds(60)])
        #expect(fakes.repository.policies == Array(repeating: .cacheFirst(lifetime: 60), count: 3))
    }

    @Test func onATerminalFramesAreRedrawnInPlaceAndQRestoresTheScreen() async {
        let terminal = FakeTerminal()
        let sleeper = QuittingSleeper(terminal: terminal, pausesBeforeQuit: 1)
        let saved = FakeWeatherRepository(saved: [.stub()])

        let run = await CommandLineRun.of(
            ["watch", "--interval", "2m", "--icons", "ascii"], in: fakes(saved, sleeper: sleeper),
            terminal: true,
            keyboard: terminal)

        let table = """
            ┌───────────┬──────┬───────────────────┬─────────────┬──────────┬───────────────┬───────────┐
            │ Place     │ Temp │ Condition         │ High / Low  │ Humidity │ Wind          │ Observed  │
            ├───────────┼──────┼───────────────────┼─────────────┼──────────┼───────────────┼───────────┤
            │ Tokyo, JP │ 18°C │ (~) broken clouds │ 20°C / 15°C │      72% │ 4.1 m/s NNE ↙ │ 3 min ago │
            └───────────┴──────┴───────────────────┴─────────────┴──────────┴───────────────┴───────────┘
            """
        let frame = [
            "\u{1B}[1mWEATHER NOW\u{1B}[0m\u{1B}[2m · 1 place · every 2 min · network: online\u{1B}[0m", "",
        ]
        let tableLines = table.split(separator: "\n").map { String($0) }
        #expect(run.exitCode == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix(TerminalScreen.enter + "\u{1B}[H"))
        #expect(run.stdout.components(separatedBy: "\u{1B}[H").count == 3, "two frames were drawn")
        #expect(run.stdout.contains(TerminalScreen.frame(frame + tableLines.map(bold) + quitLines)))
        #expect(
            run.stdout.hasSuffix(
                TerminalScreen.leave + (frame + tableLines.map(bold)).joined(separator: "\n") + "\n"))
        #expect(terminal.events == ["begin", "end"])
        #expect(sleeper.pauses == [.seconds(120), .seconds(120)])
    }

    private var quitLines: [String] { ["", "\u{1B}[2mPress q or Ctrl-C to quit.\u{1B}[0m"] }

    /// The table as the coloured palette draws it: bold headers and place, dim age.
    private func bold(_ line: String) -> String {
        line.replacingOccurrences(of: "Place    ", with: "\u{1B}[1mPlace\u{1B}[0m    ")
            .replacingOccurrences(of: " Temp ", with: " \u{1B}[1mTemp\u{1B}[0m ")
            .replacingOccurrences(of: "Condition        ", with: "\u{1B}[1mCondition\u{1B}[0m        ")
            .replacingOccurrences(of: "High / Low ", with: "\u{1B}[1mHigh / Low\u{1B}[0m ")
            .replacingOccurrences(of: "Humidity", with: "\u{1B}[1mHumidity\u{1B}[0m")
            .replacingOccurrences(of: "Wind         ", with: "\u{1B}[1mWind\u{1B}[0m         ")
            .replacingOccurrences(of: "Observed  ", with: "\u{1B}[1mObserved\u{1B}[0m  ")
            .replacingOccurrences(of: "Tokyo, JP", with: "\u{1B}[1mTokyo, JP\u{1B}[0m")
            .replacingOccurrences(of: "(~) broken clouds", with: "\u{1B}[37m(~) broken clouds\u{1B}[0m")
            .replacingOccurrences(of: "3 min ago", with: "\u{1B}[2m3 min ago\u{1B}[0m")
    }

    @Test func aStorageFailureEndsTheWatchWithItsCodeAndTheTerminalRestored() async {
        let terminal = FakeTerminal()
        let broken = FakeWeatherRepository(
            saved: [.stub()], failures: [.tokyo: .storage(path: "/tmp/w.sqlite3", detail: "the disk is full")]
        )

        let run = await CommandLineRun.of(
            ["watch"], in: fakes(broken, sleeper: EndlessSleeper()), terminal: true, keyboard: terminal)

        #expect(run.exitCode == 74)
        #expect(run.stdout == TerminalScreen.enter + TerminalScreen.leave)
        #expect(
            run.stderr.hasPrefix("wxapp: The database /tmp/w.sqlite3 could not be used: the disk is full."))
        #expect(terminal.events == ["begin", "end"])
    }

    @Test func aRowYoungerThanALongIntervalIsNotStale() async {
        let twelveMinutes = FakeWeatherRepository(saved: [.stub(ageSeconds: 720)])

        let run = await CommandLineRun.of(
            ["watch", "--interval", "15m", "--count", "1", "--format", "plain"],
            in: fakes(twelveMinutes, sleeper: AdvancingSleeper()))

        #expect(run.stdout.contains("observed 12 min ago\n"), "\(run)")
        #expect(!run.stdout.contains("(stale)"), "\(run)")
    }

    @Test func jsonPrintsOneLinePerRefresh() async throws {
        let run = await CommandLineRun.of(
            ["watch", "--format", "json", "--count", "2", "--offline"],
            in: fakes(sleeper: AdvancingSleeper(clock: clock)), terminal: true)

        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let first = try JSONObject.dictionary(lines[0])
        let second = try JSONObject.dictionary(lines[1])
        #expect(first["refreshedAt"] as? String == "2024-05-01T12:00:00Z")
        #expect(second["refreshedAt"] as? String == "2024-05-01T12:01:00Z")
        #expect(first["network"] as? String == "troubled")
        #expect((second["places"] as? [Any])?.count == 2)
        #expect(!run.stdout.contains("\u{1B}"), "JSON is never drawn full screen")
    }

    @Test func withNothingSavedTheBlockSaysHowToAddAPlace() async {
        let run = await CommandLineRun.of(
            ["watch", "--count", "1"], in: fakes(FakeWeatherRepository(), sleeper: AdvancingSleeper()))

        #expect(
            run.stdout == """
                2024-05-01T12:00:00Z · 0 places · network: not needed yet
                No places saved yet. Add one with "wxapp add Tokyo" or "wxapp add Japan".


                """)
    }

    @Test(arguments: [
        (["watch", "--interval", "30s"], "The interval 30 s is too short; the shortest is 1m"),
        (["watch", "--interval", "25h"], "The interval 25 h is too long; the longest is 24h."),
        (["watch", "--count", "0"], "--count must be at least 1."),
        (["watch", "--interval", "soon"], "The value 'soon' is invalid for '--interval <interval>'"),
    ])
    func badIntervalsAndCountsAreUsageErrors(arguments: [String], message: String) async {
        let run = await CommandLineRun.of(arguments, in: fakes(sleeper: AdvancingSleeper()))

        #expect(run.exitCode == 64)
        #expect(run.stdout == "")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test func aSmallTerminalShowsWhatFitsAndCountsTheRest() async {
        let terminal = FakeTerminal()
        let sleeper = QuittingSleeper(terminal: terminal, pausesBeforeQuit: 1)
        let places: [WeatherReport] = (1...9).map {
            .stub(place: .stub(name: "\($0) Place with a long name"))
        }

        let run = await CommandLineRun.of(
            ["watch", "--no-color"], in: fakes(FakeWeatherRepository(saved: places), sleeper: sleeper),
            terminal: true, variables: ["COLUMNS": "40", "LINES": "12"], keyboard: terminal)

        let frame = run.stdout.components(separatedBy: "\u{1B}[H").dropFirst().first ?? ""
        let lines =
            frame.components(separatedBy: "\u{1B}[J").first?.replacingOccurrences(of: "\u{1B}[K", with: "")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast() ?? []
        #expect(lines.count == 11, "one line fewer than the terminal's 12\n\(frame)")
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 40 }, "\(frame)")
        #expect(lines.contains { $0.contains("│ 1 Place with…, JP │") }, "\(lines.joined(separator: "\n"))")
        #expect(
            lines.contains { $0.hasPrefix("and ") && $0.hasSuffix(" more; a taller window shows them") },
            "\(frame)")
        #expect(lines.last == "Press q or Ctrl-C to quit.", "\(frame)")
    }
}
