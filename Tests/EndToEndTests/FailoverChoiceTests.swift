import Foundation
import Testing

/// Failover only where the user allows it, and said where it changes what is shown: `line`'s background
/// refresh keeps `--no-fallback`, a forecast from a provider that sees less far ahead than `--days`
/// asked says which answered and how many days it has, and offline another provider's copy says whose it is.
@Suite(.serialized) struct FailoverChoiceTests {
    /// The `wxapp line --refresh-only` processes running on the database at `path`.
    private static func backgroundRefreshes(of path: String) -> [String] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.compactMap { pid in
            guard Int(pid) != nil,
                let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline")
            else { return nil }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard arguments.contains("--refresh-only"), arguments.contains(path) else { return nil }
            return arguments.joined(separator: " ")
        }
    }

    @Test func lineRefreshingInTheBackgroundKeepsToTheProviderWhenFailoverIsOff() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    FailoverTests.keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                    #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
                    try sandbox.editDatabase("UPDATE observation SET fetched_at = fetched_at - 7200")
                    await meteo.setFault((500, #"{"error":true,"reason":"down"}"#))
                    let asked = await meteo.requests.count

                    let line = try await sandbox.wxapp("line", "--no-fallback", "--template", "{name}{stale}")
                    #expect(line.exitCode == 0 && line.stdout == "Tokyo*\n", "\(line)")

                    // The refresh runs in a process of its own: wait until it is gone, then see what it asked.
                    #expect(await sandbox.backgroundRefreshEnded(), "the refresh in the background ended")
                    let database = sandbox.databaseURL.path
                    #expect(await meteo.requests.count > asked, "Open-Meteo was asked in the background")
                    #expect(Self.backgroundRefreshes(of: database).isEmpty, "the refresh ended")
                    #expect(await met.requests.isEmpty, "MET Norway was never asked: failover is off")
                }
            }
        }
    }

    @Test func aForecastFromAProviderThatSeesLessFarSaysWhoAnsweredAndHowManyDays() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { _, metURL in
                    FailoverTests.keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                    #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                    await meteo.setFault((500, #"{"error":true,"reason":"down"}"#))

                    let forecast = try await sandbox.wxapp(
                        "forecast", "Oslo", "--days", "12", "--format", "json")
                    #expect(forecast.exitCode == 0, "\(forecast)")
                    let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                    let days = try #require(object["days"] as? [[String: Any]], "\(forecast.stdout)")
                    #expect(
                        forecast.stderr
                            == "wxapp: Open-Meteo failed (HTTP 500); showing MET Norway's forecast for Oslo, NO.\n"
                            + "wxapp: MET Norway forecasts 9 days ahead; the forecast for Oslo, NO shows "
                            + "\(days.count) of the 12 days asked.\n", "\(forecast)")
                    // The fake's steps run from this hour to between 9 days and 9 days 6 hours ahead: the
                    // place's today, nine more days, and late in the day a tenth.
                    #expect((10...11).contains(days.count), "\(days.count) days")
                }
            }
        }
    }

    /// Offline, `--provider` asks no one: a copy another provider gave is shown, and says whose it is and that
    /// the one named was not asked; a forecast alike.
    @Test func offlineAnotherProvidersCopySaysWhoseItIs() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { _, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    FailoverTests.keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                    #expect(try await sandbox.wxapp("add", "Oslo").exitCode == 0)
                    #expect(try await sandbox.wxapp("forecast", "Oslo").exitCode == 0)
                    let show = try await sandbox.wxapp("show", "Oslo", "--provider", "metno", "--offline")
                    #expect(show.exitCode == 0 && show.stdout.contains("Source"), "\(show)")
                    #expect(
                        show.stderr
                            == "wxapp: offline: showing cached data for Oslo, NO, fetched just now, from Open-Meteo; "
                            + "MET Norway, named with --provider, is not asked offline.\n", "\(show)")
                    let forecast = try await sandbox.wxapp(
                        "forecast", "Oslo", "--provider", "metno", "--offline")
                    #expect(
                        forecast.exitCode == 0
                            && forecast.stderr.hasPrefix(
                                "wxapp: offline: showing the cached forecast for Oslo, NO, fetched just now, "
                                    + "from Open-Meteo; MET Norway"),
                        "\(forecast)")
                    let own = try await sandbox.wxapp("show", "Oslo", "--provider", "openmeteo", "--offline")
                    #expect(own.exitCode == 0 && own.stderr.isEmpty, "\(own)")
                    #expect(await met.requests.isEmpty, "MET Norway was never asked")
                }
            }
        }
    }
}
