import Foundation
import Testing

/// `wxapp air`: Open-Meteo's air quality, UV index and pollen, kept an hour, browsable offline.
@Suite(.serialized) struct AirQualityTests {
    /// The sandbox without a key, its Open-Meteo (weather and air quality) pointed at `url`.
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Makes the saved air quality two hours old, as if fetched then.
    private static func age(_ sandbox: Sandbox) throws {
        try sandbox.editDatabase("UPDATE air_quality SET fetched_at = fetched_at - 7200")
    }

    @Test func aEuropeanPlaceHasItsIndicesUVAndPollen() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                let before = await meteo.requests.count

                let air = try await sandbox.wxapp("air", "Paris", "--format", "plain")
                #expect(air.exitCode == 0 && air.stderr.isEmpty, "\(air)")
                let lines = air.stdout.split(separator: "\n").map(String.init)
                #expect(lines.first == "Paris, Ile-de-France, FR" || lines.first == "Paris, FR", "\(air)")
                for expected in [
                    "European AQI: 41, moderate", "US AQI: 49, good", "PM2.5: 8 µg/m³", "PM10: 12 µg/m³",
                    "O₃: 55 µg/m³", "NO₂: 13 µg/m³", "UV index: 2, low (today's highest 6, high)",
                    "Pollen: birch 12 grains/m³, grass 3.5 grains/m³", "Source: Open-Meteo (CAMS)",
                ] {
                    #expect(lines.contains(expected), "missing \(expected)\n\(air)")
                }
                // Both ages, each named: the service's hourly reading (the fake's is the hour begun, so "just
                // now" in an hour's first minute), and the copy fetched just now.
                #expect(
                    lines.contains {
                        $0.hasPrefix("Age: observed ") && $0.hasSuffix("; fetched just now")
                            && ($0.contains(" ago;") || $0.contains("observed just now;"))
                    },
                    "\(air)")
                let asked = await meteo.requests.dropFirst(before)
                #expect(asked.map(\.path) == ["/v1/air-quality"], "\(asked.map(\.target))")
                #expect(asked.first?.query["current"]?.contains("birch_pollen") == true)

                let again = try await sandbox.wxapp("air", "Paris", "--format", "json")
                #expect(await meteo.requests.count == before + 1, "an hour-old copy is fresh")
                let json = try Self.object(again.stdout)
                #expect(json["source"] as? String == "cache" && json["stale"] as? Bool == false, "\(again)")
                let european = try #require(json["europeanAqi"] as? [String: Any])
                #expect(european["value"] as? Double == 41 && european["category"] as? String == "moderate")
                #expect((json["uvIndexMax"] as? [String: Any])?["category"] as? String == "high")
                let pm25 = try #require(json["pm2_5"] as? [String: Any])
                #expect(pm25["value"] as? Double == 8.1 && pm25["unit"] as? String == "µg/m³")
                let pollen = try #require(json["pollen"] as? [String: Any])
                #expect(Set(pollen.keys) == ["alder", "birch", "grass", "mugwort", "olive", "ragweed"])
                #expect((pollen["birch"] as? [String: Any])?["value"] as? Double == 12)
            }
        }
    }

    /// Where the service sends every pollen as null, the line says why, never zero: outside Europe it has
    /// no pollen forecast (`"pollen": null`); in Europe, out of season, none is reported this hour (each
    /// kind null).
    @Test(arguments: [
        ("Tokyo", "Tokyo", "not available here (Open-Meteo forecasts pollen for Europe only)", false),
        ("Reykjavik,IS", "Reykjavik", "not reported this hour (out of the pollen season)", true),
    ])
    func pollenTheServiceLeavesOutIsSaidWhyNeverZero(
        added: String, shown: String, line: String, covered: Bool
    ) async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", added).exitCode == 0)
                let air = try await sandbox.wxapp("air", shown, "--format", "plain")
                #expect(air.exitCode == 0, "\(air)")
                #expect(air.stdout.contains("\nPollen: \(line)\n"), "\(air)")
                #expect(!air.stdout.contains("0 grains"), "\(air)")
                let json = try Self.object(try await sandbox.wxapp("air", shown, "--format", "json").stdout)
                if covered {
                    let pollen = try #require(json["pollen"] as? [String: Any], "\(json)")
                    #expect(Set(pollen.keys) == ["alder", "birch", "grass", "mugwort", "olive", "ragweed"])
                    #expect(pollen.values.allSatisfy { $0 is NSNull }, "\(pollen)")
                } else {
                    #expect(json["pollen"] is NSNull)
                }
            }
        }
    }

    @Test func aFailingServiceShowsTheCachedCopyWithItsAgeAndWhy() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                #expect(try await sandbox.wxapp("air", "Paris").exitCode == 0)
                try Self.age(sandbox)
                await meteo.setFault((status: 503, body: #"{"error":true,"reason":"busy"}"#))

                let air = try await sandbox.wxapp("air", "Paris", "--format", "plain")
                #expect(air.exitCode == 0, "\(air)")
                #expect(
                    air.stderr == "wxapp: showing the cached air quality for Paris, FR, fetched 2 h ago: "
                        + "Open-Meteo's air-quality service failed (HTTP 503).\n", "\(air)")
                #expect(
                    air.stdout.contains("European AQI: 41, moderate")
                        && air.stdout.contains("; fetched 2 h ago (stale)\n"), "\(air)")

                // A place with nothing kept has nothing to fall back to.
                let fresh = try await sandbox.wxapp("air", "London,GB")
                #expect(fresh.exitCode == 75, "\(fresh)")
                #expect(
                    fresh.stderr
                        == "wxapp: Open-Meteo's air-quality service failed (HTTP 503). Try again later.\n",
                    "\(fresh)")
            }
        }
    }

    @Test func offlineItShowsTheCopyOrSaysThereIsNone() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Tokyo").exitCode == 0)
                #expect(try await sandbox.wxapp("air", "Paris").exitCode == 0)
                await meteo.stop()

                let offline = try await sandbox.wxapp(
                    "air", "Paris", "--offline", "--format", "plain", "--verbose")
                #expect(offline.exitCode == 0, "\(offline)")
                #expect(
                    offline.stderr.hasPrefix("wxapp: offline: showing the cached air quality for Paris, FR"))
                #expect(offline.stdout.contains("US AQI: 49, good"), "\(offline)")

                let none = try await sandbox.wxapp("air", "Tokyo", "--offline")
                #expect(none.exitCode == 69, "\(none)")
                #expect(
                    none.stderr.contains("There is no cached air quality for \"Tokyo, JP\" to show offline"),
                    "\(none)")
            }
        }
    }

    @Test func showHasAnAirLineFromTheKeptCopyOnlyAndJSONAnAirObject() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let add = try await sandbox.wxapp("add", "Paris,FR", "Tokyo")
                #expect(add.exitCode == 0 && !add.stdout.contains("Air"), "\(add)")
                #expect(try await sandbox.wxapp("air", "Paris").exitCode == 0)
                let before = await meteo.requests.count

                let paris = try await sandbox.wxapp("show", "Paris", "--format", "plain")
                #expect(
                    paris.stdout.contains(
                        "\nAir: European AQI 41 (moderate), US AQI 49 (good), UV 2 (low)\n"),
                    "\(paris)")
                let tokyo = try await sandbox.wxapp("show", "Tokyo", "--format", "plain")
                #expect(!tokyo.stdout.contains("Air"), "no air quality kept for Tokyo: \(tokyo)")
                let json = try Self.object(
                    try await sandbox.wxapp("show", "Paris", "--format", "json").stdout)
                let air = try #require(json["air"] as? [String: Any])
                #expect((air["usAqi"] as? [String: Any])?["category"] as? String == "good")
                let none = try Self.object(
                    try await sandbox.wxapp("show", "Tokyo", "--format", "json").stdout)
                #expect(none["air"] is NSNull)
                let line = try await sandbox.wxapp("line", "Paris", "Tokyo", "--template", "{name} [{aqi}]")
                #expect(line.stdout == "Paris [41 moderate]\nTokyo []\n", "\(line)")
                #expect(await meteo.requests.count == before, "show and line ask for no air quality")

                try Self.age(sandbox)
                let old = try await sandbox.wxapp("show", "Paris", "--format", "plain")
                #expect(
                    old.stdout.contains("UV 2 (low), fetched 2 h ago\n"),
                    "a copy older than an hour says so: \(old)")
            }
        }
    }

    @Test func aWideListHasAnAQIColumnFromTheKeptCopiesAndItsJSONTheAir() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Tokyo").exitCode == 0)
                sandbox.environment["COLUMNS"] = "200"
                let beforeAir = try await sandbox.wxapp("list")
                #expect(
                    beforeAir.stdout.split(separator: "\n").dropFirst().first?.contains("│ AQI ") == true,
                    "one layout before air ran too: \(beforeAir)")
                #expect(try await sandbox.wxapp("air", "Paris").exitCode == 0)
                let before = await meteo.requests.count

                let wide = try await sandbox.wxapp("list")
                let rows = wide.stdout.split(separator: "\n").map(String.init)
                #expect(rows.count == 6 && rows[1].contains("│ AQI "), "\(wide)")
                #expect(rows.first { $0.contains("Paris") }?.contains("│ 41 moderate │") == true, "\(wide)")
                #expect(rows.first { $0.contains("Tokyo") }?.contains("│ –           │") == true, "\(wide)")

                let watch = try await sandbox.wxapp("watch", "--count", "1")
                #expect(watch.stdout.contains("│ 41 moderate │"), "watch has the column too: \(watch)")

                sandbox.environment["COLUMNS"] = "80"
                let narrow = try await sandbox.wxapp("list")
                #expect(!narrow.stdout.contains("AQI"), "the column does not fit: \(narrow)")

                let json = try Self.object(try await sandbox.wxapp("list", "--format", "json").stdout)
                let places = try #require(json["places"] as? [[String: Any]])
                #expect(places.map { $0["air"] is NSNull } == [false, true], "\(places)")
                #expect(await meteo.requests.count == before, "from the kept copies only")
            }
        }
    }

    @Test func listAndShowNeverAskForAirQuality() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let add = try await sandbox.wxapp("add", "Paris,FR", "Tokyo")
                #expect(add.exitCode == 0, "\(add)")
                let before = await meteo.requests.count
                let list = try await sandbox.wxapp("list")
                let show = try await sandbox.wxapp("show", "Paris")
                #expect(list.exitCode == 0 && show.exitCode == 0, "\(list)\n\(show)")
                #expect(await meteo.requests.count == before, "fresh places cost no request at all")
            }
        }
    }
}
