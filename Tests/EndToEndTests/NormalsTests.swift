import Foundation
import Testing

/// The 1991–2020 normals: thirty years of daily highs and lows asked of Open-Meteo's archive once per
/// place, kept for good, and the weather and forecast compared with them.
@Suite(.serialized) struct NormalsTests {
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func normalsAreFetchedOnceEverAndKeptForShowAndForecast() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Tokyo").exitCode == 0)
                let before = await meteo.requests.count

                let normals = try await sandbox.wxapp("normals", "Paris")
                #expect(normals.exitCode == 0, "\(normals)")
                let lines = normals.stdout.split(separator: "\n")
                #expect(lines.first == "Paris, FR: 1991–2020 normals" && lines.count == 9, "\(normals)")
                let asked = await meteo.requests.dropFirst(before)
                #expect(asked.map(\.path) == ["/v1/archive"], "\(asked.map(\.target))")
                #expect(
                    asked.first?.query["start_date"] == "1991-01-01"
                        && asked.first?.query["end_date"] == "2020-12-31")
                #expect(asked.first?.query["daily"] == "temperature_2m_max,temperature_2m_min")

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                #expect(try await sandbox.wxapp("normals", "Paris").exitCode == 0)
                let json = try Self.object(
                    try await sandbox.wxapp("normals", "Paris", "--offline", "--format", "json").stdout)
                #expect((json["days"] as? [Any])?.count == 366 && json["period"] as? String == "1991-2020")
                #expect(await meteo.requests.count == before + 1, "normals are never fetched again")
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "600"

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "plain")
                let line = show.stdout.split(separator: "\n").first { $0.hasPrefix("Normal: ") } ?? ""
                #expect(
                    line.hasPrefix("Normal: High ") && line.contains(" than the 1991–2020 normal for "),
                    "\(show)")
                let shown = try Self.object(
                    try await sandbox.wxapp("show", "Paris", "--offline", "--format", "json").stdout)
                let normal = try #require(shown["normal"] as? [String: Any])
                #expect(
                    normal["period"] as? String == "1991-2020" && normal["highDifference"] is [String: Any])
                let tokyo = try Self.object(
                    try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json").stdout)
                #expect(tokyo["normal"] is NSNull, "none fetched for Tokyo")

                let forecast = try Self.object(
                    try await sandbox.wxapp("forecast", "Paris", "--format", "json").stdout)
                let days = try #require(forecast["days"] as? [[String: Any]])
                #expect(!days.isEmpty && days.allSatisfy { $0["normal"] is [String: Any] }, "\(days)")
                let plain = try await sandbox.wxapp("forecast", "Paris", "--offline", "--format", "plain")
                #expect(plain.stdout.contains(" normal, low "), "\(plain)")
                let table = try await sandbox.wxapp("forecast", "Paris", "--offline")
                #expect(table.stdout.contains("vs 1991–2020"), "\(table)")
                let rows = table.stdout.split(separator: "\n").filter {
                    $0.contains(" Nov ") || $0.contains(" Dec ")
                }
                #expect(
                    !rows.isEmpty && rows.allSatisfy { $0.contains("high ") && $0.contains(", low ") },
                    "\(table)")

                let requests = await meteo.requests.count
                #expect(try await sandbox.wxapp("list").exitCode == 0)
                #expect(await meteo.requests.count == requests, "a fresh list asks for nothing")
            }
        }
    }

    @Test func aFailedFetchKeepsNothingAndOfflineSaysThereAreNone() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                await meteo.setFault((status: 503, body: #"{"error":true,"reason":"busy"}"#))
                let failed = try await sandbox.wxapp("normals", "Paris")
                #expect(failed.exitCode == 75, "\(failed)")
                #expect(
                    failed.stderr
                        == "wxapp: Open-Meteo's climate archive failed (HTTP 503). Try again later.\n",
                    "\(failed)")
                let offline = try await sandbox.wxapp("normals", "Paris", "--offline")
                #expect(offline.exitCode == 69, "\(offline)")

                await meteo.setFault(nil)
                #expect(try await sandbox.wxapp("normals", "Paris").exitCode == 0)
                #expect(try await sandbox.wxapp("delete", "Paris").exitCode == 0)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                let gone = try await sandbox.wxapp("normals", "Paris", "--offline")
                #expect(gone.exitCode == 69, "deleted with the place: \(gone)")
            }
        }
    }
}
