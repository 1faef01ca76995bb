import Foundation
import Testing

/// `wxapp forecast` against the loopback server, then offline once the server is gone.
@Suite(.serialized) struct ForecastTests {
    @Test func aSavedPlacesForecastIsFetchedOnceAndBrowsesOfflineAfterTheServerStops() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)

            let online = try await sandbox.wxapp("forecast", "Japan", "--format", "json")

            #expect(online.exitCode == 0, "\(online)")
            #expect(online.stderr == "", "\(online)")
            let requests = await sandbox.server.requests(to: .forecast)
            #expect(requests.count == 1)
            #expect(requests.first?.query["units"] == "standard", "the units the replies are read in")
            let document = try ForecastDocument.decode(online.stdout)
            #expect(
                document.name == "Tokyo" && document.country == "JP", "our name, not the API's \"Shuzenji\"")
            #expect(document.source == "network")
            #expect(document.utcOffsetSeconds == 32_400)
            #expect(document.days.count == 5, "\(online)")
            // The server's first step is the next multiple of 3 h, which can already be tomorrow in Tokyo.
            let firstStep = try #require(
                document.entries.first.flatMap { ISO8601DateFormatter().date(from: $0.time) })
            #expect(
                document.days.first?.date == ForecastDocument.localDate(firstStep, utcOffsetSeconds: 32_400),
                "the first day is the Tokyo date of the first step\n\(online)")
            #expect(document.days.allSatisfy { $0.minimum.unit == "°C" && $0.rain.unit == "mm" })
            #expect(document.days.dropFirst().allSatisfy { $0.steps == 8 }, "\(online)")
            #expect(document.entries.contains { $0.precipitationProbability == nil }, "steps without pop")
            #expect(
                document.entries.contains { $0.rain == nil } && document.entries.contains { $0.rain != nil })

            let cached = try await sandbox.wxapp("forecast", "Tokyo", "--format", "json")
            #expect(cached.exitCode == 0, "\(cached)")
            #expect(
                await sandbox.server.requests(to: .forecast).count == 1, "a fresh forecast costs no request")
            #expect(try ForecastDocument.decode(cached.stdout).source == "cache")

            await sandbox.server.stop()
            let offline = try await sandbox.wxapp("forecast", "Tokyo", "--offline", "--format", "json", "-v")

            #expect(offline.exitCode == 0, "\(offline)")
            #expect(
                offline.stderr.hasPrefix(
                    "wxapp: offline: showing the cached forecast for Tokyo, JP, fetched "),
                "\(offline)")
            let kept = try ForecastDocument.decode(offline.stdout)
            #expect(kept.source == "offline")
            #expect(kept.withoutFreshness == document.withoutFreshness, "the same forecast, kept in SQLite")

            let table = try await sandbox.wxapp("forecast", "Tokyo", "--offline", "--days", "2")
            #expect(table.exitCode == 0, "\(table)")
            #expect(
                table.stdout.hasPrefix("FORECAST FOR TOKYO, JP\nLocal time UTC+09:00 · sunrise "), "\(table)")
            #expect(table.stdout.contains("\nDay "), "\(table)")
            #expect(
                table.stdout.split(separator: "\n").count == 7,
                "heading, details, daylight and moon, next two hours, header, 2 days\n\(table)")
            #expect(table.stdout.contains("\nNext 2 h: Not available with OpenWeatherMap\n"), "\(table)")
            #expect(table.stdout.contains("\nDaylight ") && table.stdout.contains(" · moon "), "\(table)")
        }
    }

    @Test func aStaleForecastFallsBackToTheCopyWhenTheServiceFails() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Spain").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Madrid", "--format", "json").exitCode == 0)
            await sandbox.server.setFault(.internalServerError, for: .forecast)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"

            let run = try await sandbox.wxapp(
                "forecast", "Madrid", "--format", "plain", "--hourly", "--days", "1")

            #expect(run.exitCode == 0, "\(run)")
            #expect(
                run.stderr.hasPrefix("wxapp: showing the cached forecast for Madrid, ES, fetched ")
                    && run.stderr.hasSuffix(": the weather service failed (HTTP 500).\n"), "\(run)")
            #expect(run.stdout.hasPrefix("Forecast for Madrid, ES\nLocal time UTC+02:00, "), "\(run)")
            #expect(run.stdout.contains("\nTemperature (°C), every 3 hours:\n"), "\(run)")
            #expect(run.stdout.contains("|") && !run.stdout.contains("█"), "the plain chart is ASCII\n\(run)")
        }
    }

    @Test func theForecastLeavesTheCurrentObservationAsItWas() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let before = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")

            #expect(try await sandbox.wxapp("forecast", "Tokyo").exitCode == 0)
            let after = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")

            let (old, new) = (try ReportDocument.place(before.stdout), try ReportDocument.place(after.stdout))
            #expect(old.fetchedAt == new.fetchedAt && old.weather == new.weather)
            #expect(await sandbox.server.requests.filter(\.isWeather).count == 1)
        }
    }

    @Test func aPlaceNotSavedIsForecastAndStaysOffTheList() async throws {
        try await Sandbox.run { sandbox in
            let run = try await sandbox.wxapp("forecast", "Paris,FR")

            #expect(run.exitCode == 0, "\(run)")
            #expect(run.stdout.hasPrefix("FORECAST FOR PARIS, FR"), "\(run)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(try ReportDocument.list(list.stdout).places.isEmpty, "\(list)")
            let again = try await sandbox.wxapp("forecast", "Paris,FR", "--offline")
            #expect(again.exitCode == 0 && again.stdout == run.stdout, "kept for the next look: \(again)")

            let days = try await sandbox.wxapp("forecast", "Paris", "--days", "6")
            #expect(days.exitCode == 64, "\(days)")
        }
    }
}
