import Foundation
import Testing

/// Failover only where the user allows it, and said where it changes what is shown: `line`'s background
/// refresh keeps `--no-fallback`, and a forecast from a provider that sees less far ahead than `--days`
/// asked says which answered and how many days it has.
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
}
