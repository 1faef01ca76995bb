import Domain
import Foundation
import Infrastructure
import Testing

@testable import MetNorwayProvider
@testable import WeatherData

/// Older versions could save one place under two spellings of one name key (Tromsø, then Tromso from a
/// geocoder), which no name told apart. Opening such a file merges them into the row saved first.
struct SpellingMergeTests {
    static let tromso = Place(
        name: "Tromsø", countryCode: "NO", coordinates: Coordinates(latitude: 69.6489, longitude: 18.95508)!)
    static let ascii = Place(
        name: "Tromso", countryCode: "NO", region: "Troms",
        coordinates: Coordinates(latitude: 69.65, longitude: 18.96)!,
        aliases: PlaceAliases(names: ["Tromsoe"], regions: ["TR"]))
    /// The same key 1,000 km away: another place, never merged.
    static let far = Place(
        name: "TROMSO", countryCode: "NO", coordinates: Coordinates(latitude: 60.4, longitude: 5.3)!)
    static let alert = WeatherAlert(
        event: "Wind", severity: .moderate, headline: "Strong wind", issuer: "MET Norway", start: nil,
        end: nil)

    /// A file as the schema before the merge holds it, with the two spellings saved apart (this version's
    /// store saves what it is given; the repository above it is what finds a twin).
    private static func olderFile(in folder: TemporaryFolder) async throws {
        let store = try SQLiteWeatherStore(path: folder.database)
        let at = { (seconds: Double) in Fixtures.epoch.addingTimeInterval(seconds) }
        try await store.save(tromso, weather: Fixtures.weather(kelvin: 280), fetchedAt: at(0))
        try await store.saveForecast(Fixtures.forecast(kelvin: 281), for: tromso.key, fetchedAt: at(100))
        try await store.saveNormals(
            ClimateNormals(days: [.init(month: 1, day: 1, high: .init(kelvin: 270), low: .init(kelvin: 260))]
            ),
            for: tromso.key)
        try await store.save(far, weather: Fixtures.weather(kelvin: 275), fetchedAt: at(0))
        try await store.save(ascii, weather: Fixtures.weather(kelvin: 290, conditions: []), fetchedAt: at(50))
        try await store.saveForecast(Fixtures.forecast(kelvin: 291), for: ascii.key, fetchedAt: at(10))
        try await store.saveAlerts(
            IssuedAlerts(source: .metNorway, alerts: [alert]), for: ascii.key, fetchedAt: at(5))
        try SQLiteDatabase(path: folder.database).run(
            "INSERT INTO air_quality (place_id, fetched_at, observed_at, utc_offset_seconds, european_aqi, "
                + "pollen_available) SELECT id, ?, ?, 0, 42, 1 FROM place WHERE name = 'Tromso'",
            [.real(at(20).timeIntervalSince1970), .real(at(20).timeIntervalSince1970)])
        // As schema 11 left it, before the merge: without the zones of schema 13, the forecast periods of
        // schema 15, the looks of schema 16, the here of schema 17, the stations of schema 18, the
        // forecast's provider of schema 19, the past days of schema 20 or the shown names of schema 21.
        let database = try SQLiteDatabase(path: folder.database)
        try database.run("ALTER TABLE place DROP COLUMN time_zone")
        try database.run("ALTER TABLE place DROP COLUMN listed")
        try database.run("ALTER TABLE place DROP COLUMN looked_at")
        try database.run("ALTER TABLE place DROP COLUMN shown_name")
        try database.run("DROP TABLE here")
        try database.run("DROP TABLE past_hour")
        try database.run("DROP TABLE past_day")
        for column in ["station_id", "station_name", "station_distance_m"] {
            try database.run("ALTER TABLE observation DROP COLUMN \(column)")
        }
        try database.run("ALTER TABLE forecast DROP COLUMN provider")
        for column in ["period_hours", "period_low_k", "period_high_k"] {
            try database.run("ALTER TABLE forecast_entry DROP COLUMN \(column)")
        }
        try database.setUserVersion(11)
    }

    @Test func theRowSavedFirstKeepsItsPlaceAndNameAndGainsTheOthersNamesAndNewestData() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await Self.olderFile(in: folder)

        let store = try SQLiteWeatherStore(path: folder.database)

        let merged = Place(
            name: "Tromsø", countryCode: "NO", region: "Troms", coordinates: Self.tromso.coordinates)
        #expect(try await store.places() == [merged, Self.far])
        let observation = try #require(try await store.observation(for: merged.key))
        #expect(observation.value.temperature?.kelvin == 290 && observation.value.conditions.isEmpty)
        #expect(observation.fetchedAt == Fixtures.epoch.addingTimeInterval(50))
        #expect(
            try await store.forecast(for: merged.key)?.fetchedAt == Fixtures.epoch.addingTimeInterval(100))
        #expect(try await store.forecast(for: merged.key)?.value == Fixtures.forecast(kelvin: 281))
        #expect(try await store.alerts(for: merged.key)?.alerts == [Self.alert])
        #expect(try await store.airQuality(for: merged.key)?.value.europeanIndex == 42)
        #expect(try await store.normals(for: merged.key)?.value.days.first?.high.kelvin == 270)
        for name in ["Tromsø", "Tromso", "Tromsoe"] {
            #expect(try await store.places(named: SearchKey(name)).first == merged, "\(name)")
        }
        let found = try #require(try await store.places(named: SearchKey("Tromsoe")).first)
        #expect(found.aliases == PlaceAliases(names: ["Tromso", "Tromsoe"], regions: ["Troms", "TR"]))
        #expect(try await store.places(named: SearchKey("tromso")) == [merged, Self.far])
        let database = try SQLiteDatabase(path: folder.database, readOnly: true)
        #expect(try database.query("PRAGMA foreign_key_check").isEmpty)
        #expect(try database.integrityCheck() == ["ok"])
        // The older copies went with the row that held them: no step of the older forecast is left.
        let steps = try database.query("SELECT temperature_k FROM forecast_entry ORDER BY time")
        #expect(steps.compactMap { $0.double("temperature_k") } == [281, 283, 278])
        #expect(try database.query("SELECT count(*) AS n FROM observation").first?.int("n") == 2)
    }
}
