import Foundation
import Testing

/// Cities resolve and search from the offline gazetteer: no geocoding request, even with no server at all.
@Suite(.serialized) struct GazetteerTests {
    @Test func searchFindsCountriesAndCitiesWithoutANetwork() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.stop()

            let search = try await sandbox.wxapp("search", "osa", "--limit", "3")
            #expect(search.exitCode == 0, "\(search)")
            #expect(
                search.stdout
                    == "Osaka, JP — city of 2,753,862 people\nOsasco, BR — city of 728,615 people\n"
                    + "Osh, KG — city of 322,164 people\n", "\(search)")

            let region = try await sandbox.wxapp("search", "springfield", "--format", "plain", "--limit", "1")
            #expect(region.stdout == "Springfield, Missouri, US - city of 170,188 people\n", "\(region)")

            let none = try await sandbox.wxapp("search", "Narnia")
            #expect(none.exitCode == 66, "\(none)")
        }
    }

    @Test func addingACityOfTheGazetteerAsksOnlyForItsWeather() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "osaka", "Springfield,IL,US", "--format", "json")
            #expect(add.exitCode == 0, "\(add)")
            let places = try ReportDocument.places(add.stdout)
            #expect(places.map(\.name) == ["Osaka", "Springfield"], "\(add)")
            #expect(places.map(\.country) == ["JP", "US"])
            #expect(await sandbox.server.requests(to: .geocoding).isEmpty)
            #expect(await sandbox.server.requests(to: .weather).count == 2)
        }
    }

    @Test func aCityIsFoundOfflineByItsNameInAnyScriptAndKeepsThatNameAsAKey() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "東京", "Wien", "Den Haag", "--format", "json")
            #expect(add.exitCode == 0, "\(add)")
            #expect(try ReportDocument.places(add.stdout).map(\.name) == ["Tokyo", "Vienna", "The Hague"])
            #expect(await sandbox.server.requests(to: .geocoding).isEmpty)

            let show = try await sandbox.wxapp("show", "東京", "--offline", "--format", "json")
            #expect(show.exitCode == 0, "\(show)")
            #expect(try ReportDocument.place(show.stdout).name == "Tokyo")

            await sandbox.server.stop()
            let search = try await sandbox.wxapp("search", "Москва", "--limit", "1")
            #expect(search.stdout == "Moscow, RU — city of 10,381,222 people\n", "\(search)")
        }
    }
}
