import Foundation
import Testing

/// Many places, few requests: Open-Meteo answers for up to 100 places in one request, in the order asked;
/// OpenWeatherMap, which cannot, gets one request per place over connections kept open.
@Suite(.serialized) struct BatchedRefreshTests {
    /// The sandbox without a key, its Open-Meteo pointed at `url`.
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    /// `count` places with distinct coordinates in one country, as an import file lists them.
    private static func placeList(count: Int) -> (json: String, latitudes: [Double]) {
        let latitudes = (0..<count).map { -59.0 + Double($0) * 0.75 }
        let entries = zip(0..., latitudes).map { number, latitude in
            #"{"name":"Station \#(number + 1)","country":"NO","latitude":\#(latitude),"longitude":\#(number % 170)}"#
        }
        return ("[" + entries.joined(separator: ",") + "]", latitudes)
    }

    private static func latitudes(of request: RecordedRequest) -> [Double] {
        (request.query["latitude"] ?? "").split(separator: ",").compactMap { Double($0) }
    }

    @Test func importing150PlacesAsksOpenMeteoTwiceAndEachPlaceGetsItsOwnWeather() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                await meteo.setTemperatureIsLatitude(true)
                let (json, latitudes) = Self.placeList(count: 150)
                let file = sandbox.directory.appendingPathComponent("stations.json")
                try json.write(to: file, atomically: true, encoding: .utf8)

                let imported = try await sandbox.wxapp("import", file.path)
                #expect(imported.exitCode == 0, "\(imported)")
                let requests = await meteo.requests
                #expect(requests.count == 2, "\(requests.map(\.target))")
                // The two requests run at once, so either may arrive first.
                #expect(
                    Set(requests.map(Self.latitudes)) == [
                        Array(latitudes[..<100]), Array(latitudes[100...]),
                    ],
                    "100 places to a request, in the file's order")

                let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
                let places = try ReportDocument.list(list.stdout).places
                #expect(places.map(\.name) == (1...150).map { "Station \($0)" }, "saved in the file's order")
                let mismatched = places.filter { $0.weather.temperature.value != $0.latitude }
                #expect(mismatched.isEmpty, "weather given to the wrong place: \(mismatched.map(\.name))")

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                let refreshed = try await sandbox.wxapp("list", "--format", "json")
                #expect(refreshed.exitCode == 0 && refreshed.stderr.isEmpty, "\(refreshed)")
                let again = await meteo.requests.dropFirst(2)
                #expect(again.count == 2, "a stale list refreshes in as few requests: \(again.map(\.target))")
                #expect(Set(again.map(\.peer)).count <= 2, "\(again.map(\.peer))")
            }
        }
    }

    @Test func addingSeveralPlacesIsOneRequestAndKeepsTheirOrder() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                let add = try await sandbox.wxapp(
                    "add", "London,GB", "Tokyo", "Paris,FR", "Narnia", "--format", "json")
                #expect(add.exitCode == 66, "Narnia is nowhere; the others are added: \(add)")
                let places = try ReportDocument.places(add.stdout)
                #expect(places.map(\.name) == ["London", "Tokyo", "Paris"], "\(add)")
                #expect(
                    places.map(\.weather.temperature.value) == [12, 21.5, 12], "Tokyo's reply went to Tokyo")
                let forecasts = await meteo.requests.filter { $0.path == "/v1/forecast" }
                #expect(forecasts.count == 1, "\(forecasts.map(\.target))")
                let asked = forecasts.first.map(Self.latitudes) ?? []
                #expect(asked.map { $0.rounded() } == [52, 36, 49], "\(asked)")
            }
        }
    }

    @Test func aFailedBatchLeavesEachOfItsPlacesOnItsCacheWithANotice() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "London,GB", "Tokyo", "Paris,FR").exitCode == 0)
                await meteo.setFault((status: 400, body: #"{"error":true,"reason":"Cannot initialize"}"#))
                let before = await meteo.requests.count

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                let list = try await sandbox.wxapp("list", "--format", "json")
                #expect(list.exitCode == 0, "the cached copies are shown: \(list)")
                #expect(
                    try ReportDocument.list(list.stdout).places.map(\.name) == ["London", "Tokyo", "Paris"])
                for name in ["London", "Tokyo", "Paris"] {
                    #expect(list.stderr.contains("\(name), "), "no notice for \(name): \(list.stderr)")
                }
                #expect(await meteo.requests.count == before + 1, "one request for the three")
            }
        }
    }

    @Test func aPlaceTheBatchedReplyCannotGiveFallsBackAloneAndTheOthersAreFresh() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "London,GB", "Tokyo", "Paris,FR").exitCode == 0)
                let tokyo = try #require(await meteo.requests.last.map(Self.latitudes)?[1])
                await meteo.breakPlace(atLatitude: String(tokyo))
                await meteo.setTemperatureIsLatitude(true)

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                let list = try await sandbox.wxapp("list", "--format", "json")
                #expect(list.exitCode == 0, "\(list)")
                let places = try ReportDocument.list(list.stdout).places
                #expect(
                    places.map { $0.weather.temperature.value.rounded() } == [52, 22, 49],
                    "Tokyo keeps its copy: \(list)")
                #expect(list.stderr.contains("Tokyo, JP"), "\(list.stderr)")
                #expect(!list.stderr.contains("London") && !list.stderr.contains("Paris"), "\(list.stderr)")
            }
        }
    }

    @Test func theForecastsOfSeveralPlacesAreOneRequestInTheOrderAsked() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "London,GB", "Tokyo", "Paris,FR").exitCode == 0)
                let before = await meteo.requests.count

                let json = try await sandbox.wxapp("forecast", "Paris", "London", "Tokyo", "--format", "json")
                #expect(json.exitCode == 0 && json.stderr.isEmpty, "\(json)")
                let documents = try ForecastDocument.several(json.stdout)
                #expect(documents.map(\.name) == ["Paris", "London", "Tokyo"], "\(json)")
                #expect(documents.allSatisfy { !$0.days.isEmpty && $0.source == "network" }, "\(json)")
                let asked = await meteo.requests.dropFirst(before)
                #expect(asked.count == 1, "\(asked.map(\.target))")
                #expect(asked.first.map(Self.latitudes)?.map { $0.rounded() } == [49, 52, 36])

                let offline = try await sandbox.wxapp("forecast", "Paris", "London", "Tokyo", "--offline")
                #expect(offline.exitCode == 0, "\(offline)")
                let headings = [
                    "FORECAST FOR PARIS, FR", "FORECAST FOR LONDON, GB", "FORECAST FOR TOKYO, JP",
                ].compactMap {
                    offline.stdout.range(of: $0)?.lowerBound
                }
                #expect(
                    headings.count == 3 && headings == headings.sorted(),
                    "one block each, in order: \(offline)")
                #expect(await meteo.requests.count == before + 1, "offline asks nothing")

                let single = try await sandbox.wxapp("forecast", "Tokyo", "--offline", "--format", "json")
                #expect(
                    try ForecastDocument.decode(single.stdout).name == "Tokyo", "one place stays an object")
            }
        }
    }

    @Test func aForecastThatCannotBeHadFailsAloneAndTheOthersAreShown() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "London,GB", "Tokyo", "Paris,FR").exitCode == 0)
                let tokyo = try #require(await meteo.requests.last.map(Self.latitudes)?[1])
                await meteo.breakPlace(atLatitude: String(tokyo))

                let result = try await sandbox.wxapp(
                    "forecast", "London", "Tokyo", "Narnia", "Paris", "--format", "json")
                #expect(result.exitCode == 65, "the worst failure decides the exit code: \(result)")
                let documents = try ForecastDocument.several(result.stdout)
                #expect(documents.map(\.name) == ["London", "Paris"], "\(result)")
                #expect(
                    result.stderr.contains("The weather service sent data that wxapp cannot read"),
                    "\(result)")
                #expect(result.stderr.contains("No country or city called \"Narnia\" was found"), "\(result)")
            }
        }
    }

    @Test func openWeatherMapGetsOneRequestPerPlaceOverAtMostOneConnectionPerWorker() async throws {
        // The default is four requests at a time.
        try await Sandbox.runPatiently { sandbox in
            let names = ["Japan", "Paris,FR", "Spain", "London,GB", "Berlin,DE", "Rome,IT", "Cairo,EG"]
            let add = try await sandbox.wxapp(arguments: ["add"] + names)
            #expect(add.exitCode == 0, "\(add)")
            let added = await sandbox.server.requests(to: .weather)
            #expect(added.count == names.count, "\(added.map(\.target))")
            #expect(Set(added.map(\.peer)).count <= 4, "four workers, four connections at most: \(added)")

            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            sandbox.environment["WXAPP_MAX_CONCURRENCY"] = "2"
            let list = try await sandbox.wxapp("list")
            #expect(list.exitCode == 0, "\(list)")
            let refreshed = await sandbox.server.requests(to: .weather).dropFirst(added.count)
            #expect(refreshed.count == names.count, "\(refreshed.map(\.target))")
            #expect(Set(refreshed.map(\.peer)).count <= 2, "two workers, two connections: \(refreshed)")

            sandbox.environment["WXAPP_MAX_CONCURRENCY"] = "1"
            #expect(try await sandbox.wxapp("list").exitCode == 0)
            let oneByOne = await sandbox.server.requests(to: .weather).dropFirst(
                added.count + refreshed.count)
            #expect(oneByOne.count == names.count, "\(oneByOne.map(\.target))")
            #expect(
                Set(oneByOne.map(\.peer)).count == 1, "one after the other, over one connection: \(oneByOne)")
        }
    }
}
