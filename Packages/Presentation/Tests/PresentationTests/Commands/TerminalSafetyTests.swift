import Domain
import Testing

@testable import Presentation

/// Nothing typed, stored or received reaches the terminal as a control character, whatever the format.
struct TerminalSafetyTests {
    static let hostileName = "Evil\u{1B}[31m\u{1B}]0;owned\u{7}Town\u{9B}2J\u{202E}"

    static func hostileReport() -> WeatherReport {
        let stub = WeatherReport.stub()
        return WeatherReport(
            place: Place(name: hostileName, countryCode: "JP", coordinates: stub.place.coordinates),
            weather: stub.weather, fetchedAt: stub.fetchedAt, origin: .fallback(.timedOut))
    }

    static func hasNoControlCharacters(_ text: String) -> Bool {
        !text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control: scalar != "\n"
            case .format: true
            default: false
            }
        }
    }

    @Test(arguments: ["table", "plain", "json"])
    func aHostileNameFromTheDatabaseIsNeutralisedInEveryFormat(format: String) async {
        let fakes = FakeServices(repository: FakeWeatherRepository(saved: [Self.hostileReport()]))

        let run = await CommandLineRun.of(["list", "--offline", "--format", format], in: fakes)

        #expect(run.exitCode == 0, "\(run)")
        #expect(Self.hasNoControlCharacters(run.stdout), "\(run.stdout.debugDescription)")
        #expect(Self.hasNoControlCharacters(run.stderr), "\(run.stderr.debugDescription)")
        #expect(
            run.stdout.contains(
                format == "json"
                    ? #"Evil\u001b[31m\u001b]0;owned\u0007Town\u009b2J\u202e"# : "Evil[31m]0;ownedTown2J"))
    }

    @Test func anEscapeSequenceInAnInvalidArgumentIsNotEchoedRaw() async {
        let run = await CommandLineRun.of(["list", "--units", "\u{1B}[2J\u{1B}]0;owned\u{7}"])

        #expect(run.exitCode == 64)
        #expect(Self.hasNoControlCharacters(run.stderr), "\(run.stderr.debugDescription)")
        #expect(
            run.stderr.contains("Error: The value '[2J]0;owned' is invalid for '--units <units>'"),
            "\(run.stderr)")
    }
}
