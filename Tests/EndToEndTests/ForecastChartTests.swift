import Foundation
import Testing

/// `wxapp forecast --chart`: the next 48 hours as a picture, through the real binary.
struct ForecastChartTests {
    @Test(arguments: [40, 80, 200])
    func theChartFitsTheWidthInTwelveLinesUnderItsCaption(columns: Int) async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            sandbox.environment["COLUMNS"] = "\(columns)"

            let run = try await sandbox.wxapp("forecast", "Tokyo", "--chart")

            #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run)")
            #expect(TerminalColumns.overflowing(run.stdout, width: columns).isEmpty, "\(run)")
            let lines = run.stdout.split(separator: "\n")
            let picture = lines.suffix(12)
            #expect(run.stdout.contains("\nNext 48 hours: temperature,"), "the caption\n\(run)")
            #expect(lines.dropLast(12).last?.hasSuffix("wind") == true, "the caption ends above\n\(run)")
            #expect(picture.first?.contains("°C ┤") == true, "the scale's high in the margin\n\(run)")
            #expect(
                picture.contains { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } },
                "the temperature is drawn in braille\n\(run)")
            #expect(picture.last?.trimmingCharacters(in: .whitespaces).hasPrefix("m/s") == true, "\(run)")
        }
    }

    @Test func underAnASCIILocaleTheChartIsASCII() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            sandbox.environment["LANG"] = "C"

            let run = try await sandbox.wxapp("forecast", "Tokyo", "--chart")

            #expect(run.exitCode == 0, "\(run)")
            #expect(run.stdout.unicodeScalars.allSatisfy { $0.isASCII }, "\(run)")
            #expect(run.stdout.contains("*") && run.stdout.contains("+---"), "\(run)")
        }
    }

    @Test(arguments: [
        (
            ["--chart", "--hourly"],
            "Error: --chart draws the next 48 hours; give it without --hourly, --hours or --days."
        ),
        (
            ["--chart", "--days", "3"],
            "Error: --chart draws the next 48 hours; give it without --hourly, --hours or --days."
        ),
        (
            ["--chart", "--format", "json"],
            "Error: --chart draws a picture for people; it cannot be used with --format json."
        ),
        (
            ["--chart", "-f", "plain"],
            "Error: --chart draws a picture for people; it cannot be used with --format plain."
        ),
    ])
    func aChartWithAnotherViewIsAUsageError(options: [String], message: String) async throws {
        try await Sandbox.run { sandbox in
            let run = try await sandbox.wxapp(arguments: ["forecast", "Tokyo"] + options)

            #expect(run.exitCode == 64, "\(run)")
            #expect(run.stdout.isEmpty && run.stderr.hasPrefix(message + "\n"), "\(run)")
            #expect(await sandbox.server.requests.isEmpty, "refused before anything is asked")
        }
    }
}
