import Foundation
import Testing

/// A reply for several places is read by the coordinates each part names, never by its position: a
/// reply in another order still gives each place its own weather, and a part for a place not asked makes
/// the whole reply unreadable (exit 65, or the next provider answers).
@Suite(.serialized) struct ReplyMatchingTests {
    private static func keyless(_ sandbox: Sandbox, openMeteo: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = openMeteo
    }

    @Test func aReplyInAnotherOrderStillGivesEachPlaceItsOwnWeather() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, openMeteo: url)
                await meteo.setTemperatureIsLatitude(true)
                await meteo.setBatchOrder(.reversed)

                let add = try await sandbox.wxapp("add", "Paris,FR", "Iceland", "Japan", "--format", "json")
                #expect(add.exitCode == 0 && add.stderr.isEmpty, "\(add)")
                let requests = await meteo.requests.filter { $0.query["current"] != nil }
                #expect(requests.map { $0.query["latitude"]?.split(separator: ",").count } == [3])

                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                let list = try await sandbox.wxapp("list", "--format", "json")
                #expect(list.exitCode == 0 && list.stderr.isEmpty, "\(list)")
                let places = try ReportDocument.list(list.stdout).places
                #expect(places.map(\.name) == ["Paris", "Reykjavik", "Tokyo"], "\(list.stdout)")
                for place in places {
                    #expect(
                        abs(place.weather.temperature.value - place.latitude) < 0.01,
                        "\(place.name) shows the weather of latitude \(place.weather.temperature.value)")
                }
            }
        }
    }

    @Test func aPartForAPlaceNotAskedMakesTheReplyUnreadable() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, openMeteo: url)
                sandbox.environment["WXAPP_FALLBACK"] = "0"
                await meteo.setBatchOrder(.firstElsewhere)

                let add = try await sandbox.wxapp("add", "Paris,FR", "Iceland")
                let unreadable =
                    "wxapp: The weather service sent data that wxapp cannot read. Try again later, and report it "
                    + "if it keeps happening.\n"
                #expect(
                    add.exitCode == 65 && add.stderr == unreadable + unreadable, "one line a place: \(add)")
                let verbose = try await sandbox.wxapp("add", "Paris,FR", "Iceland", "--verbose")
                #expect(verbose.exitCode == 65, "\(verbose)")
                #expect(
                    verbose.stderr.contains(
                        "cannot read (the Open-Meteo current weather reply is for places other than those asked)"
                    ),
                    "\(verbose)")
                let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
                #expect(try ReportDocument.list(list.stdout).places.isEmpty, "nothing saved: \(list)")
            }
        }
    }

    @Test func aPartForAPlaceNotAskedIsAnsweredByTheNextProvider() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, meteoURL in
                try await FakeMetNorway.run { met, metURL in
                    FailoverTests.keyless(sandbox, openMeteo: meteoURL, metno: metURL)
                    await meteo.setBatchOrder(.firstElsewhere)

                    let add = try await sandbox.wxapp("add", "Paris,FR", "Iceland", "--format", "json")
                    #expect(add.exitCode == 0, "\(add)")
                    let objects = try ReportDocument.placeObjects(add.stdout)
                    #expect(objects.map { $0["provider"] as? String } == ["metno", "metno"], "\(add)")
                    #expect(await met.requests.count == 2)
                }
            }
        }
    }
}
