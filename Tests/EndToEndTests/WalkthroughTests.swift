import Foundation
import Testing

/// The tour a new user takes: add a country and a city, list in other units, show offline, delete, search.
@Suite(.serialized) struct WalkthroughTests {
    /// The card of the Tokyo fixture (293.15 K, UTC+9), as `add Japan` prints it; the server stamps the
    /// reading as it serves it, so the observation's time is left out of the comparison (`observedTimeless`).
    static let tokyoCard = """
        Tokyo, JP
        (~) Broken clouds
        (rule)
        Temperature  20°C
        Feels like   20°C
        High / low   22°C / 18°C
        Pressure     1015 hPa
        Humidity     64%
        Wind         3.6 m/s from SSE (160°) ↑
        Gusts        5.1 m/s
        Clouds       75%
        Visibility   10.0 km
        Next 2 h     Not available with OpenWeatherMap
        Sunrise      04:40 local time
        Sunset       19:03 local time
        Daylight     (sky)
        Moon         (sky)
        Observed     (time) local time (UTC+09:00)
        Age          observed just now; fetched just now
        Source       OpenWeatherMap

        """

    static let imperialTable = """
        ┌────────────┬──────┬───────────────────┬─────────────┬──────────┬──────────────┬──────────┐
        │ Place      │ Temp │ Condition         │ High / Low  │ Humidity │ Wind         │ Observed │
        ├────────────┼──────┼───────────────────┼─────────────┼──────────┼──────────────┼──────────┤
        │ Tokyo, JP  │ 68°F │ (~) broken clouds │ 71°F / 65°F │      64% │ 8 mph SSE ↑  │ just now │
        │ Madrid, ES │ 86°F │ (O) clear sky     │ 89°F / 84°F │      28% │ 9 mph SW ↗   │ just now │
        │ Paris, FR  │ 50°F │ (/) light rain    │ 52°F / 48°F │      87% │ 13 mph WSW → │ just now │
        └────────────┴──────┴───────────────────┴─────────────┴──────────┴──────────────┴──────────┘

        """

    /// `card` with the date and time of its "Observed" line replaced by "(time)", and the values of its
    /// "Daylight" and "Moon" lines, which depend on the day the test runs, by "(sky)"; the rule under the
    /// title, as wide as the card's widest line, becomes "(rule)".
    static func observedTimeless(_ card: String) -> String {
        card.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if !line.isEmpty, line.allSatisfy({ $0 == "─" }) { return "(rule)" }
            let label = line.prefix { $0 != " " }
            let padding = line.dropFirst(label.count).prefix { $0 == " " }
            if line.hasPrefix("Daylight") || line.hasPrefix("Moon") {
                return "\(label)\(padding)(sky)"
            }
            guard line.hasPrefix("Observed"), let local = line.range(of: " local time") else {
                return String(line)
            }
            return "\(label)\(padding)(time)\(line[local.lowerBound...])"
        }.joined(separator: "\n")
    }

    @Test func aNewUsersFirstSession() async throws {
        try await Sandbox.runPatiently { sandbox in
            // add Japan: the catalog's capital, with our name for it rather than the one the API echoes.
            let japan = try await sandbox.wxapp("add", "Japan")
            #expect(japan.exitCode == 0, "\(japan)")
            #expect(Self.observedTimeless(japan.stdout) == Self.tokyoCard, "\(japan)")
            #expect(japan.stderr.isEmpty, "\(japan)")
            #expect(await sandbox.server.requests(to: .geocoding).isEmpty, "a country needs no geocoding")
            #expect(await sandbox.server.requests(to: .weather).count == 1)

            // add Spain "Paris,FR": a country and a city of the offline gazetteer in one go.
            let more = try await sandbox.wxapp("add", "Spain", "Paris,FR")
            #expect(more.exitCode == 0, "\(more)")
            for expected in ["Madrid", "ES", "30°C", "Paris", "FR", "10°C"] {
                #expect(more.stdout.contains(expected), "missing \(expected)\n\(more)")
            }
            for echoed in ["Puerta del Sol", "Palais-Royal"] {
                #expect(!more.stdout.contains(echoed), "shows the API's name \(echoed)\n\(more)")
            }
            #expect(await sandbox.server.requests(to: .geocoding).isEmpty, "the gazetteer knows Paris")

            // list --units imperial: every place in °F, from the fresh cache.
            let requestsBeforeList = await sandbox.server.requests.count
            let imperial = try await sandbox.wxapp("list", "--units", "imperial")
            #expect(imperial.exitCode == 0, "\(imperial)")
            #expect(imperial.stdout == Self.imperialTable, "\(imperial)")
            #expect(await sandbox.server.requests.count == requestsBeforeList, "fresh rows need no request")

            // show Tokyo --offline: the card from the cache, saying so on stderr.
            let offline = try await sandbox.wxapp("show", "Tokyo", "--offline")
            #expect(offline.exitCode == 0, "\(offline)")
            #expect(offline.stdout.contains("Tokyo, JP"), "\(offline)")
            #expect(offline.stdout.contains("20°C"), "\(offline)")
            #expect(offline.stdout.contains("; fetched "), "the card says how old the copy is: \(offline)")
            #expect(offline.stderr.isEmpty, "asked for with --offline: no notice \(offline)")
            #expect(
                await sandbox.server.requests.count == requestsBeforeList, "offline never touches the network"
            )

            // delete Madrid.
            let delete = try await sandbox.wxapp("delete", "Madrid")
            #expect(delete.exitCode == 0, "\(delete)")
            #expect(delete.stdout == "Deleted Madrid, ES.\n", "\(delete)")

            // search "cote d": accents and case do not matter.
            let search = try await sandbox.wxapp("search", "cote d")
            #expect(search.exitCode == 0, "\(search)")
            #expect(search.stdout == "Côte d'Ivoire (CI) — capital Yamoussoukro\n", "\(search)")

            // list again: two places left.
            let list = try await sandbox.wxapp("list", "--format", "json")
            #expect(list.exitCode == 0, "\(list)")
            let document = try ReportDocument.list(list.stdout)
            #expect(document.places.map(\.name) == ["Tokyo", "Paris"], "\(list)")
            #expect(document.places.map(\.country) == ["JP", "FR"], "\(list)")
            let table = try await sandbox.wxapp("list")
            #expect(table.exitCode == 0, "\(table)")
            #expect(table.stdout.contains("Tokyo") && table.stdout.contains("Paris"), "\(table)")
            #expect(!table.stdout.contains("Madrid"), "\(table)")
        }
    }

    @Test func addingACountryAndThenItsCapitalKeepsOneRow() async throws {
        try await Sandbox.runPatiently { sandbox in
            let spain = try await sandbox.wxapp("add", "Spain")
            #expect(spain.exitCode == 0, "\(spain)")
            let madrid = try await sandbox.wxapp("add", "Madrid")
            #expect(madrid.exitCode == 0, "\(madrid)")
            #expect(madrid.stdout.contains("Madrid"), "\(madrid)")

            let list = try await sandbox.wxapp("list", "--format", "json")
            #expect(list.exitCode == 0, "\(list)")
            let places = try ReportDocument.list(list.stdout).places
            #expect(places.map(\.name) == ["Madrid"], "\(list)")
            #expect(places.map(\.country) == ["ES"], "\(list)")
        }
    }

    @Test func deletingEverythingWorksOffline() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Spain").exitCode == 0)
            await sandbox.server.stop()

            let delete = try await sandbox.wxapp("delete", "--all")
            #expect(delete.exitCode == 0, "\(delete)")
            #expect(delete.stdout == "Deleted Tokyo, JP.\nDeleted Madrid, ES.\n", "\(delete)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(list.exitCode == 0, "\(list)")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
        }
    }

    @Test func pipedOutputIsPlainEvenWithoutNoColor() async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment["NO_COLOR"] = nil
            sandbox.environment["TERM"] = "xterm-256color"
            let add = try await sandbox.wxapp("add", "Japan")
            #expect(add.exitCode == 0, "\(add)")
            #expect(Self.observedTimeless(add.stdout) == Self.tokyoCard, "\(add)")
            #expect(add.stderr.isEmpty, "no spinner when stderr is not a terminal\n\(add)")
        }
    }
}
