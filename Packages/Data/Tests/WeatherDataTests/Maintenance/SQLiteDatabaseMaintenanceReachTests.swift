import Domain
import Foundation
import Infrastructure
import Testing

@testable import OpenMeteoProvider
@testable import WeatherData

/// `doctor` names every saved place that no name reaches, and a rebuild merges one place saved under two
/// spellings as the upgrade does.
struct SQLiteDatabaseMaintenanceReachTests {
    typealias Maintenance = SQLiteDatabaseMaintenanceTests

    static func place(_ name: String, region: String? = nil, latitude: Double) -> Place {
        Place(
            name: name, countryCode: "FR", region: region,
            coordinates: Coordinates(latitude: latitude, longitude: 2.4)!)
    }

    private static func save(_ places: [Place], at path: String) async throws {
        let store = try SQLiteWeatherStore(path: path)
        for place in places {
            try await store.save(place, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        }
    }

    /// Two places of one key far apart (never merged) with no region to tell them apart reach neither.
    @Test func placesThatNoNameReachesAreNamed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await Self.save(
            [
                Self.place("Paris", latitude: 48.9), Self.place("St Denis", latitude: 48.9),
                Self.place("Saint-Denis", latitude: 45),
            ], at: folder.database)

        let health = try await Maintenance.stub(folder).check()

        #expect(
            health.problems == [
                "no name reaches 2 saved places, \"St Denis, FR\", \"Saint-Denis, FR\": each name they answer to "
                    + "names another saved place as well, so they cannot be shown or deleted"
            ])
        #expect(health.placeCount == 3 && health.observationCount == 3)
    }

    /// A region reaches the place that has one; the other is reached by nothing.
    @Test func onePlaceThatNoNameReachesIsNamed() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await Self.save(
            [
                Self.place("St Denis", latitude: 48.9),
                Self.place("Saint-Denis", region: "Réunion", latitude: 45),
            ],
            at: folder.database)

        let health = try await Maintenance.stub(folder).check()

        #expect(
            health.problems == [
                "no name reaches the saved place \"St Denis, FR\": each name it answers to names another saved "
                    + "place as well, so it cannot be shown or deleted"
            ])
    }

    /// A name with no letter or digit is one no query can give, even for the only saved place.
    @Test func theOnlyPlaceIsNotReachedByANameWithoutALetter() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await Self.save([Self.place("???", latitude: 48.9)], at: folder.database)

        let health = try await Maintenance.stub(folder).check()

        #expect(health.problems.first?.hasPrefix("no name reaches the saved place \"???, FR\"") == true)
    }

    /// An older file with one place under two spellings is rebuilt into one place with both names.
    @Test func aRebuildMergesOnePlaceSavedUnderTwoSpellings() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await Self.save(
            [Self.place("St Denis", latitude: 48.93), Self.place("Saint-Denis", latitude: 48.94)],
            at: folder.database)
        // As schema 18 left it: without the forecast's provider (19), the past days (20) or the shown names
        // (21).
        let older = try SQLiteDatabase(path: folder.database)
        try older.run("ALTER TABLE forecast DROP COLUMN provider")
        try older.run("DROP TABLE past_hour")
        try older.run("DROP TABLE past_day")
        try older.run("ALTER TABLE place DROP COLUMN shown_name")
        try older.setUserVersion(18)
        #expect(
            try await Maintenance.stub(folder).check().problems.first?.hasPrefix("no name reaches 2") == true)

        let outcome = try await Maintenance.stub(folder).rebuild()

        #expect(outcome.foundPlaces == 2)
        let health = try await Maintenance.stub(folder).check()
        #expect(health.isHealthy && health.placeCount == 1, "\(health)")
        let store = try SQLiteWeatherStore(path: folder.database)
        #expect(try await store.places(named: SearchKey("saint denis")).map(\.name) == ["St Denis"])
        #expect(
            try await store.places(named: SearchKey("saint denis")).first?.aliases.names == ["Saint-Denis"])
    }

    /// What the providers did is read from a file of any version that keeps it, not only the newest.
    @Test func providerChecksAreReadFromAFileOfAnEarlierVersionThatKeepsThem() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let check = ProviderCheck(provider: .openMeteo, checkedAt: Fixtures.epoch, failure: nil)
        try await SQLiteWeatherStore(path: folder.database).record(check)
        try SQLiteDatabase(path: folder.database).setUserVersion(WeatherSchema.migrations.count - 1)

        #expect(try await Maintenance.stub(folder).providerChecks() == [check])
    }
}
