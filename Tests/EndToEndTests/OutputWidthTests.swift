import Foundation
import Testing

/// Every human output fits the width it is given (`COLUMNS`, or the terminal's) down to 40 columns:
/// tables drop columns in their documented order, then shorten names; text wraps; `watch` fits its
/// terminal both ways. JSON and `line` are for programs and status bars, and are not fitted.
@Suite(.serialized) struct OutputWidthTests {
    static let widths = [40, 60, 80, 120]

    /// Long names, regions, letters beyond ASCII and wide characters; New York has alerts in force.
    static let places = """
        [
          {"name": "Llanfairpwllgwyngyll", "country": "GB", "region": "Wales", "latitude": 53.22, "longitude": -4.2},
          {"name": "Santiago de los Caballeros", "country": "DO", "region": "Santiago", "latitude": 19.45, "longitude": -70.69},
          {"name": "東京", "country": "JP", "region": "東京都", "latitude": 35.69, "longitude": 139.69},
          {"name": "Tromsø", "country": "NO", "region": "Troms og Finnmark", "latitude": 69.65, "longitude": 18.96},
          {"name": "Łódź", "country": "PL", "latitude": 51.77, "longitude": 19.46},
          {"name": "New York", "country": "US", "region": "New York", "latitude": 40.71, "longitude": -74.01}
        ]
        """

    /// Every command's human output, as a table and as plain text.
    static let commands: [[String]] = [
        ["list"], ["list", "--format", "plain"], ["list", "--units", "imperial", "--icons", "emoji"],
        ["show", "Santiago de los Caballeros"], ["show", "東京", "--icons", "emoji"],
        ["show", "Llanfairpwllgwyngyll", "--format", "plain"], ["show", "New York"],
        ["forecast", "Santiago de los Caballeros"], ["forecast", "Llanfairpwllgwyngyll", "--hourly"],
        ["forecast", "東京", "--format", "plain"], ["forecast", "Tromsø", "--hourly", "--format", "plain"],
        ["forecast", "New York", "--days", "16", "--units", "imperial"],
        ["air", "Santiago de los Caballeros"], ["air", "Łódź", "--format", "plain"],
        ["normals", "Llanfairpwllgwyngyll"], ["normals", "東京", "--format", "plain"],
        ["alerts"], ["alerts", "New York", "--format", "plain"],
        ["search", "san"], ["search", "lodz", "--format", "plain"],
        ["doctor"], ["doctor", "--format", "plain"],
        ["config", "list"], ["config", "get", "line-template"],
        ["watch", "--count", "1"], ["watch", "--count", "1", "--format", "plain"],
        ["--help"], ["help", "forecast"],
    ]

    static func services(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        for name in ["WXAPP_OPENMETEO_URL", "WXAPP_NWS_URL", "WXAPP_METNO_URL"] {
            sandbox.environment[name] = url
        }
    }

    /// Imports the places, then fetches and keeps their air quality and normals, so that lists and cards
    /// show all they can.
    static func prepare(_ sandbox: Sandbox) async throws {
        let file = sandbox.directory.appendingPathComponent("places.json")
        try Data(places.utf8).write(to: file)
        let imported = try await sandbox.wxapp("import", file.path)
        #expect(imported.exitCode == 0, "\(imported)")
        for place in ["Santiago de los Caballeros", "Łódź", "New York"] {
            #expect(try await sandbox.wxapp("air", place).exitCode == 0)
        }
        for place in ["Llanfairpwllgwyngyll", "東京"] {
            #expect(try await sandbox.wxapp("normals", place).exitCode == 0)
        }
        #expect(try await sandbox.wxapp("alerts").exitCode == 0)
        let template = "{name}: {temperature}, {condition}, wind {wind} from {direction}, humidity {humidity}"
        #expect(try await sandbox.wxapp("config", "set", "line-template", template).exitCode == 0)
    }

    @Test func everyHumanOutputFitsEachWidth() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                for width in Self.widths {
                    sandbox.environment["COLUMNS"] = String(width)
                    for command in Self.commands {
                        let run = try await sandbox.wxapp(arguments: command)
                        #expect(run.exitCode == 0, "\(run)")
                        #expect(!run.stdout.isEmpty, "\(run)")
                        let over = TerminalColumns.overflowing(run.stdout, width: width)
                        #expect(
                            over.isEmpty,
                            "\(over.count) lines wider than \(width) columns, such as \(over.first.map { "\($0.columns): \($0.line)" } ?? "")\n\(run)"
                        )
                    }
                }
            }
        }
    }

    @Test func theListDropsColumnsInItsDocumentedOrder() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                // The columns dropped, first to last; Place, Temp and Observed always stay.
                let order = ["AQI", "Humidity", "High / Low", "Wind", "Condition"]
                let all = ["Place", "Temp", "Condition", "High / Low", "Humidity", "Wind", "AQI", "Observed"]
                var seen: [Int: [String]] = [:]
                for width in stride(from: 40, through: 200, by: 8) {
                    sandbox.environment["COLUMNS"] = String(width)
                    let list = try await sandbox.wxapp("list")
                    let head = list.stdout.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
                    let titles = head.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty }
                    let dropped = Set(all.filter { !titles.contains($0) })
                    #expect(
                        dropped == Set(order.prefix(dropped.count)),
                        "at \(width) columns, dropped \(dropped), not the first of \(order)\n\(list)")
                    #expect(TerminalColumns.overflowing(list.stdout, width: width).isEmpty, "\(list)")
                    seen[width] = titles
                }
                #expect(seen[200] == all, "everything fits 200 columns: \(seen)")
                #expect(seen[40] == ["Place", "Temp", "Observed"], "\(seen)")
                #expect(Set(seen.values.map(\.count)).count >= 5, "the columns go one by one: \(seen)")
                sandbox.environment["COLUMNS"] = "40"
                let narrow = try await sandbox.wxapp("list")
                #expect(
                    narrow.stdout.contains("│ Santiago de l…, DO │"),
                    "names end in an ellipsis, country kept\n\(narrow)")
                #expect(narrow.stdout.contains("│ 東京, JP "), "\(narrow)")
                #expect(narrow.stdout.contains("│ New York, US (!)"), "the alert mark stays\n\(narrow)")
            }
        }
    }

    @Test func theForecastDropsItsColumnsAndNarrowsItsBarInOrder() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                var heads: [Int: String] = [:]
                for width in [120, 80, 60, 40] {
                    sandbox.environment["COLUMNS"] = String(width)
                    let forecast = try await sandbox.wxapp("forecast", "Llanfairpwllgwyngyll")
                    heads[width] =
                        forecast.stdout.split(separator: "\n").first { $0.hasPrefix("Day ") }.map(String.init)
                }
                func words(_ width: Int) -> [String] {
                    (heads[width] ?? "").split(separator: " ").map(String.init)
                }
                #expect(
                    words(120) == ["Day", "Sky", "Low", "15°C", "27°C", "High", "Chance", "vs", "1991–2020"])
                #expect(
                    heads[120]?.contains("15°C            27°C") == true, "a bar of 20 columns\n\(heads)")
                #expect(
                    words(60) == ["Day", "Sky", "Low", "15°C", "27°C", "High", "Chance"],
                    "the comparison goes first\n\(heads)")
                #expect(heads[60]?.contains("15°C 27°C") == true, "the bar narrows to its scale\n\(heads)")
                #expect(words(40) == ["Day", "Sky", "Low", "High"], "then the chance and the bar\n\(heads)")
            }
        }
    }

    @Test func withNoWidthTheOutputIsAsWideAsItsContent() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                sandbox.environment["COLUMNS"] = nil
                let list = try await sandbox.wxapp("list")
                #expect(list.stdout.contains("│ Santiago de los Caballeros, DO │"), "\(list)")
                #expect(list.stdout.contains("│ Humidity │"), "\(list)")
                sandbox.environment["COLUMNS"] = "abc"
                #expect(try await sandbox.wxapp("list").stdout == list.stdout, "COLUMNS that is no number")
            }
        }
    }

    @Test func underFortyColumnsOutputDoesWhatItCanAndNeverFails() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                // Not the help: ArgumentParser itself asserts, in a debug build, that COLUMNS leaves room for its
                // 26-column labels.
                for width in [1, 12, 25] {
                    sandbox.environment["COLUMNS"] = String(width)
                    for command in Self.commands where !command.contains("--help") && command.first != "help"
                    {
                        let run = try await sandbox.wxapp(arguments: command)
                        #expect(run.exitCode == 0 && !run.stdout.isEmpty, "at \(width) columns\n\(run)")
                    }
                }
            }
        }
    }

    @Test func watchFitsItsTerminalBothWays() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.services(sandbox, url)
                try await Self.prepare(sandbox)
                for (columns, rows) in [(40, 12), (60, 16), (80, 24), (120, 40)] {
                    for format in ["table", "plain"] {
                        let terminal = try PseudoTerminal(columns: columns, rows: rows)
                        let (status, shown) = try await terminal.run(
                            try WxappRunner.locateWxapp(),
                            arguments: ["watch", "--count", "1", "--format", format],
                            environment: sandbox.environment.merging(["TERM": "xterm"]) { $1 },
                            workingDirectory: sandbox.directory)
                        #expect(status == 0, "\(shown)")
                        let frames = shown.components(separatedBy: "\u{1B}[H").dropFirst().map {
                            $0.components(separatedBy: "\u{1B}[J").first ?? ""
                        }
                        #expect(frames.count == 1, "one refresh, one frame\n\(shown)")
                        for frame in frames {
                            let lines = frame.replacingOccurrences(of: "\u{1B}[K", with: "")
                                .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                            #expect(
                                lines.count <= rows - 1, "\(lines.count) lines on \(rows) rows\n\(frame)")
                            let over = TerminalColumns.overflowing(
                                lines.joined(separator: "\n"), width: columns)
                            #expect(over.isEmpty, "wider than \(columns): \(over)\n\(frame)")
                            #expect(
                                lines.last?.contains("Press q or Ctrl-C to quit.") == true,
                                "how to quit stays\n\(frame)")
                        }
                        if rows == 12, format == "table" {
                            #expect(
                                frames.first?.contains("more; a taller window shows them") == true,
                                "the places that do not fit are counted\n\(frames.first ?? "")")
                        }
                    }
                }
            }
        }
    }
}
