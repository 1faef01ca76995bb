import Foundation
import Testing

/// The cache: fresh rows cost no request, stale rows cost exactly one each, and a dead network shows the copy.
@Suite(.serialized) struct CacheTests {
    @Test func aFreshCacheMakesNoRequest() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "Japan", "Paris,FR", "Spain")
            #expect(add.exitCode == 0, "\(add)")
            let before = await sandbox.server.requests

            let list = try await sandbox.wxapp("list")
            #expect(list.exitCode == 0, "\(list)")
            let show = try await sandbox.wxapp("show", "Paris")
            #expect(show.exitCode == 0, "\(show)")

            #expect(await sandbox.server.requests == before, "fresh data was fetched again")
        }
    }

    @Test func staleRowsCostOneWeatherRequestEach() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "Japan", "Paris,FR", "Spain")
            #expect(add.exitCode == 0, "\(add)")
            let before = await sandbox.server.requests.count

            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let list = try await sandbox.wxapp("list", "--format", "json")
            #expect(list.exitCode == 0, "\(list)")
            #expect(try ReportDocument.list(list.stdout).places.count == 3, "\(list)")

            let requests = await sandbox.server.requests.dropFirst(before)
            #expect(requests.count == 3, "\(requests.map(\.target))")
            #expect(
                requests.allSatisfy { $0.isWeather }, "only weather is refreshed: \(requests.map(\.path))")
            let fixtures = requests.compactMap { request -> String? in
                guard let lat = request.query["lat"].flatMap(Double.init),
                    let lon = request.query["lon"].flatMap(Double.init)
                else { return nil }
                return WeatherFixture.nearest(latitude: lat, longitude: lon).echoedName
            }
            #expect(Set(fixtures) == ["Shuzenji", "Palais-Royal", "Puerta del Sol"], "one request per place")
        }
    }

    @Test func refreshFetchesEveryPlaceEvenWhenFresh() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Spain").exitCode == 0)
            let before = await sandbox.server.requests.count
            let list = try await sandbox.wxapp("list", "--refresh")
            #expect(list.exitCode == 0, "\(list)")
            let requests = await sandbox.server.requests.dropFirst(before)
            #expect(requests.count == 2 && requests.allSatisfy { $0.isWeather }, "\(requests.map(\.target))")
        }
    }

    @Test func aStoppedServerShowsEveryPlaceFromTheCacheWithItsAge() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            await sandbox.server.stop()
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"

            let list = try await sandbox.wxapp("list")
            #expect(list.exitCode == 0, "\(list)")
            for place in ["Tokyo", "Paris"] {
                let row = list.stdout.split(separator: "\n").first { $0.contains(place) }
                #expect(row != nil, "\(place) is missing\n\(list)")
                #expect(
                    row.map { $0.contains("just now") || $0.contains(" ago") } == true,
                    "the row of \(place) does not say how old it is\n\(list)")
            }
            #expect(list.stderr.contains("cached"), "\(list)")
            #expect(list.stderr.contains("Tokyo") && list.stderr.contains("Paris"), "\(list)")
            #expect(list.stderr.contains("127.0.0.1 refused the connection"), "\(list)")

            let json = try await sandbox.wxapp("list", "--format", "json")
            #expect(json.exitCode == 0, "\(json)")
            let places = try ReportDocument.list(json.stdout).places
            #expect(places.map(\.name) == ["Tokyo", "Paris"], "\(json)")
            #expect(places.allSatisfy { $0.stale }, "older than a lifetime of 0 s is stale\n\(json)")
        }
    }
}
