import Foundation
import Infrastructure
import LoopbackSupport
import Testing

/// `--format prometheus` of `list`, `show` and `air` as the Prometheus project's own parser reads it
/// (`prometheus_client`, and its stricter OpenMetrics parser): every value the fake service's in base units,
/// labelled with the place's own name, its country and the provider, its ages counted on wxapp's clock.
@Suite(.serialized, OptionalTool.needed(.python3, .prometheusClient, .libfaketime))
struct PrometheusFormatTests {
    /// One sample as the parser read it.
    struct Sample {
        let labels: [String: String]
        let value: Double
    }

    /// What the parser read: each family's samples by its name.
    struct Scrape {
        var samples: [String: [Sample]] = [:]

        /// The value of `family` at `place` (with `plant` for pollen), nil when it has no such sample.
        func value(_ family: String, _ place: String, plant: String? = nil) -> Double? {
            samples[family]?.first { $0.labels["place"] == place && $0.labels["plant"] == plant }?.value
        }
    }

    /// Prints what `text_string_to_metric_families` reads of the file named, as JSON; fails on a text the
    /// OpenMetrics parser refuses once ended by its `# EOF`, or that either parser reads otherwise.
    static let parser = """
        import json, sys
        from prometheus_client.parser import text_string_to_metric_families
        from prometheus_client.openmetrics.parser import text_string_to_metric_families as openmetrics
        text = open(sys.argv[1], encoding="utf-8").read()
        def read(families):
            return [{"name": f.name, "type": f.type, "help": f.documentation,
                     "samples": [{"name": s.name, "labels": s.labels, "value": s.value} for s in f.samples]}
                    for f in families]
        families = read(text_string_to_metric_families(text))
        assert read(openmetrics(text + "# EOF\\n")) == families, "OpenMetrics reads it otherwise"
        print(json.dumps(families))
        """

    /// `text` as the parser reads it, each family checked to be a gauge with a HELP sentence and samples of
    /// its own name.
    static func scrape(_ text: String, in sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> Scrape
    {
        let file = sandbox.directory.appendingPathComponent("scrape-\(UUID().uuidString).prom")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: OptionalTool.python3.path)
        process.arguments = ["-c", parser, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try SpawnGate.spawning { try process.run() }
        let read = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(complaint)\n\(text)", sourceLocation: sourceLocation)
        let families = try #require(
            try JSONSerialization.jsonObject(with: read) as? [[String: Any]], sourceLocation: sourceLocation)
        var scrape = Scrape()
        for family in families {
            let name = try #require(family["name"] as? String, sourceLocation: sourceLocation)
            #expect(family["type"] as? String == "gauge", "\(name)", sourceLocation: sourceLocation)
            #expect((family["help"] as? String)?.isEmpty == false, "\(name)", sourceLocation: sourceLocation)
            #expect(scrape.samples[name] == nil, "\(name) twice", sourceLocation: sourceLocation)
            for sample in family["samples"] as? [[String: Any]] ?? [] {
                #expect(sample["name"] as? String == name, sourceLocation: sourceLocation)
                scrape.samples[name, default: []].append(
                    Sample(
                        labels: sample["labels"] as? [String: String] ?? [:],
                        value: try #require(sample["value"] as? Double, sourceLocation: sourceLocation)))
            }
        }
        return scrape
    }

    /// The sandbox keyless, on Open-Meteo's fake at `url`, with wxapp's clock standing still half an hour
    /// after the real one (the fake stamps its readings with the real time, as a live service would); the
    /// instant wxapp runs at.
    static func prepare(_ sandbox: Sandbox, _ url: String) -> TimeInterval {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        let now = (Date().timeIntervalSince1970 + 1_800).rounded(.up)
        sandbox.freezeClock(at: Date(timeIntervalSince1970: now))
        return now
    }

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) <= abs(expected) * 1e-12 } ?? false
    }

    /// The fake's current weather in base units, by family: Paris's, then Tokyo's.
    static let weather: [(family: String, paris: Double, tokyo: Double)] = [
        ("wxapp_temperature_celsius", 12, 21.5), ("wxapp_apparent_temperature_celsius", 10, 21),
        ("wxapp_dew_point_celsius", 8.7, 13.4), ("wxapp_minimum_temperature_celsius", 9, 17),
        ("wxapp_maximum_temperature_celsius", 14, 24), ("wxapp_relative_humidity_ratio", 0.8, 0.6),
        ("wxapp_pressure_pascals", 101_100, 101_100), ("wxapp_wind_speed_meters_per_second", 2.5, 2.5),
        ("wxapp_wind_gust_speed_meters_per_second", 4, 4), ("wxapp_wind_direction_degrees", 90, 90),
        ("wxapp_cloud_cover_ratio", 1, 0.9), ("wxapp_visibility_meters", 20_000, 20_000),
        ("wxapp_sunrise_timestamp_seconds", 1_717_789_234, 1_717_789_234),
        ("wxapp_sunset_timestamp_seconds", 1_717_841_012, 1_717_841_012),
    ]

    /// The fake's air quality at Paris in base units, by family (and plant).
    static let air: [(family: String, plant: String?, value: Double)] = [
        ("wxapp_european_air_quality_index", nil, 41), ("wxapp_us_air_quality_index", nil, 49),
        ("wxapp_pm2_5_grams_per_cubic_meter", nil, 8.1e-6),
        ("wxapp_pm10_grams_per_cubic_meter", nil, 12.3e-6),
        ("wxapp_ozone_grams_per_cubic_meter", nil, 55e-6),
        ("wxapp_nitrogen_dioxide_grams_per_cubic_meter", nil, 12.6e-6), ("wxapp_uv_index", nil, 2),
        ("wxapp_pollen_grains_per_cubic_meter", "alder", 0),
        ("wxapp_pollen_grains_per_cubic_meter", "birch", 12),
        ("wxapp_pollen_grains_per_cubic_meter", "grass", 3.5),
        ("wxapp_pollen_grains_per_cubic_meter", "ragweed", 0),
    ]

    @Test func listShowAndAirReadBackAsTheServicesValuesInBaseUnits() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                let now = Self.prepare(sandbox, url)
                let before = Date().timeIntervalSince1970.rounded(.down)
                #expect(try await sandbox.wxapp("add", "Paris,FR", "Tokyo").exitCode == 0)
                let air = try await sandbox.wxapp("air", "Paris", "--format", "prometheus")
                let after = Date().timeIntervalSince1970.rounded(.up)
                let list = try await sandbox.wxapp("list", "--format", "prometheus")
                let show = try await sandbox.wxapp(
                    "show", "Tokyo", "--format", "prometheus", "--units", "imperial", "--wind-unit", "bft")
                for run in [air, list, show] {
                    #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run)")
                }
                let listed = try Self.scrape(list.stdout, in: sandbox)
                let aired = try Self.scrape(air.stdout, in: sandbox)
                let shown = try Self.scrape(show.stdout, in: sandbox)

                for (family, paris, tokyo) in Self.weather {
                    #expect(Self.close(listed.value(family, "Paris"), paris), "\(family)")
                    #expect(Self.close(listed.value(family, "Tokyo"), tokyo), "\(family)")
                    #expect(Self.close(shown.value(family, "Tokyo"), tokyo), "\(family) whatever the units")
                }
                // Paris's 0.6 mm of rain; Tokyo's 0.0, which Open-Meteo sends for none, is no rain.
                #expect(Self.close(listed.value("wxapp_rain_last_hour_meters", "Paris"), 0.000_6))
                #expect(listed.samples["wxapp_rain_last_hour_meters"]?.count == 1)
                for (family, plant, value) in Self.air {
                    #expect(
                        Self.close(aired.value(family, "Paris", plant: plant), value),
                        "\(family) \(plant ?? "")")
                    #expect(
                        listed.value(family, "Paris", plant: plant)
                            == aired.value(family, "Paris", plant: plant))
                }
                #expect(listed.value("wxapp_uv_index", "Tokyo") == nil, "no air quality is kept for Tokyo")

                // Each reading's time is the fake's, its age counted on wxapp's clock, never the wall's.
                for place in ["Paris", "Tokyo"] {
                    let observed = try #require(listed.value("wxapp_observation_timestamp_seconds", place))
                    #expect((before...after).contains(observed), "\(observed) not in \(before)...\(after)")
                    #expect(listed.value("wxapp_observation_age_seconds", place) == now - observed)
                    #expect(listed.value("wxapp_fetch_timestamp_seconds", place) == now)
                    #expect(listed.value("wxapp_fetch_age_seconds", place) == 0)
                }
                let hour = try #require(aired.value("wxapp_air_quality_timestamp_seconds", "Paris"))
                #expect(hour.truncatingRemainder(dividingBy: 3_600) == 0)
                #expect((before - 3_600...after).contains(hour))
                #expect(aired.value("wxapp_air_quality_age_seconds", "Paris") == now - hour)
                #expect(aired.value("wxapp_air_quality_fetch_timestamp_seconds", "Paris") == now)
                #expect(aired.value("wxapp_air_quality_fetch_age_seconds", "Paris") == 0)

                for (family, samples) in listed.samples {
                    for sample in samples {
                        let place = sample.labels["place"] ?? ""
                        #expect(
                            sample.labels
                                == [
                                    "place": place, "country": place == "Paris" ? "FR" : "JP",
                                    "provider": "openmeteo",
                                ]
                                .merging(sample.labels["plant"].map { ["plant": $0] } ?? [:]) { $1 },
                            "\(family)")
                    }
                }
                #expect(Set(shown.samples.values.flatMap { $0 }.map { $0.labels["place"] }) == ["Tokyo"])
            }
        }
    }

    /// A name kept by an older wxapp with quotes, a backslash, a line break, other scripts and control
    /// characters: the parser reads the label back as the name, but for the control characters the format
    /// cannot escape, which are left out.
    @Test func anOddNameReadsBackAsItIsKept() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                _ = Self.prepare(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                try SQLiteDatabase(path: sandbox.databaseURL.path).run(
                    "UPDATE place SET name = ?",
                    [.text("Pa\"ris\" \\ Île 東京 🌧️\nsecond\u{1B}[2J\u{7}\tend\u{202E}")])

                let list = try await sandbox.wxapp("list", "--offline", "--format", "prometheus")

                #expect(list.exitCode == 0, "\(list)")
                let scrape = try Self.scrape(list.stdout, in: sandbox)
                let name = "Pa\"ris\" \\ Île 東京 🌧️\nsecond[2J end"
                #expect(Self.close(scrape.value("wxapp_temperature_celsius", name), 12), "\(list.stdout)")
                #expect(scrape.samples.values.allSatisfy { $0.allSatisfy { $0.labels["place"] == name } })
            }
        }
    }
}
