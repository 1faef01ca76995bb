import Domain
import Foundation
import Infrastructure
import Synchronization
import Testing

@testable import ProviderKit
@testable import WeatherData

/// The promise behind every name: whatever spelling `add` accepts finds the place it saved again with
/// `show`, `forecast --offline` and `delete`, and so does the name wxapp prints for it. Checked over the
/// shipped gazetteer and catalog with the real resolver, finder and SQLite store; the weather comes from
/// doubles, as no network is needed to find a place.
///
/// By default every 60th city and every country are checked; `WXAPP_FULL_INVARIANTS=1` checks all 34,000
/// cities (see docs/DEVELOPMENT.md).
struct SpellingInvariantTests {
    static let fullRun = ProcessInfo.processInfo.environment["WXAPP_FULL_INVARIANTS"] == "1"
    static let citySampleStride = 60
    /// The places are checked in this many parts side by side, each in its own world: in one piece they took
    /// four and a half minutes of a debug build on two cores, and every other test had ended a minute before.
    static let parts = 4

    /// Every use case wired as App wires it, over an in-memory database.
    struct World {
        let add: AddPlacesUseCase
        let show: ShowPlaceUseCase
        let forecast: ShowForecastUseCase
        let delete: DeletePlacesUseCase
        let repository: SavedPlacesRepository
        let online: NoOnlineGeocoder
        let countries: CountryCatalog

        init() throws {
            countries = CountryCatalog(fileURL: try CountryCatalogFixtures.repositoryCatalogURL())
            let gazetteer = Gazetteer(fileURL: try GazetteerFixtures.repositoryGazetteerURL())
            let store = try SQLiteWeatherStore()
            let clock = FixedClock()
            online = NoOnlineGeocoder()
            repository = SavedPlacesRepository(
                store: store, service: AnyPlaceWeatherService().currentWeatherService.checked { clock.now },
                clock: clock,
                maximumConcurrentRequests: 1)
            let finder = SavedPlaceFinder(
                countries: countries, cities: gazetteer, places: repository, shownNames: { _ in [] })
            let resolver = PlaceResolver(
                countries: countries, geocoder: GazetteerGeocoder(gazetteer: gazetteer, online: online))
            add = AddPlacesUseCase(resolver: resolver, finder: finder, repository: repository)
            let lookup = PlaceLookup(
                saved: finder, resolver: resolver,
                offlineResolver: PlaceResolver(
                    countries: countries, geocoder: GazetteerGeocoder(gazetteer: gazetteer, online: nil)),
                places: repository)
            show = ShowPlaceUseCase(finder: lookup, repository: repository)
            forecast = ShowForecastUseCase(
                finder: lookup, places: repository,
                forecasts: KeptDataRepository(
                    .forecasts(
                        store: store, service: AnyPlaceForecastService().forecastService.checked { clock.now }
                    ), clock: clock
                ))
            delete = DeletePlacesUseCase(finder: finder, repository: repository)
        }
    }

    /// What went wrong for one spelling, for the report.
    struct Failure: CustomStringConvertible {
        let place: String
        let spelling: String
        let step: String
        let problem: String

        var description: String { "\(place) as \"\(spelling)\", \(step): \(problem)" }
    }

    struct Tally {
        var places = 0
        var spellings = 0
        var ambiguous = 0
        var failures: [Failure] = []
    }

    /// Part `part` checks every `parts`th city and country, from the one at `part` on.
    @Test(arguments: 0..<parts)
    func everySpellingAddAcceptsFindsTheSamePlaceAgain(part: Int) async throws {
        let started = ContinuousClock.now
        let world = try World()
        var tally = Tally()
        let cities = try Self.cities()
        for city in stride(from: part, to: cities.count, by: Self.parts).map({ cities[$0] }) {
            tally.places += 1
            for spelling in Self.spellings(of: city) {
                await Self.check(
                    spelling, of: "\(city.name),\(city.countryCode)", city: city, in: world, tally: &tally)
            }
            // A part runs for minutes on a thread of the shared pool, whose work never suspends: it gives
            // way after each place, so the tests beside it still move.
            await Task.yield()
        }
        let countries = try CountryCatalogFixtures.repositoryCountries().filter { $0.capitalPlace != nil }
        for country in stride(from: part, to: countries.count, by: Self.parts).map({ countries[$0] }) {
            tally.places += 1
            for spelling in Self.spellings(of: country) {
                await Self.check(spelling, of: country.name, in: world, tally: &tally)
            }
            await Task.yield()
        }
        let seconds = (ContinuousClock.now - started).components.seconds
        print(
            "spelling invariant, part \(part + 1) of \(Self.parts): \(tally.places) places, \(tally.spellings) spellings, \(tally.ambiguous) refused "
                + "as ambiguous, \(tally.failures.count) failures, \(seconds) s\(Self.fullRun ? " (full run)" : "")"
        )
        #expect(
            tally.failures.isEmpty, "\(tally.failures.prefix(30).map(\.description).joined(separator: "\n"))")
        #expect(tally.spellings > 2_000 / Self.parts, "the sample covers the data")
        #expect(world.online.calls == 0, "a gazetteer city or a country never needs the online geocoder")
    }

    /// Adds `spelling`, then finds what was saved by it and by its printed name, and deletes it.
    /// A city's spelling (`city`) must also show the city by the name typed.
    private static func check(
        _ spelling: String, of place: String, city: City? = nil, in world: World, tally: inout Tally
    ) async {
        func fail(_ step: String, _ problem: String) {
            tally.failures.append(Failure(place: place, spelling: spelling, step: step, problem: problem))
        }
        let added: Place
        switch await world.add.execute([spelling], offline: false).first?.result {
        case .success(let report):
            added = report.place
        case .failure(.ambiguousCity):
            tally.ambiguous += 1
            return
        case .failure(let error):
            return fail("add", "\(error)")
        case nil:
            return fail("add", "no outcome")
        }
        tally.spellings += 1
        // A city found by one of its names is shown by the name typed (or by it with its letters' marks); a
        // name of its country finds the country's capital ("México" is also a name of Mexico City).
        let shown = added.shownName ?? added.name
        let shownAsTyped = [shown, PlaceName.transliterated(shown)].contains {
            SearchKey($0) == SearchKey(spelling)
        }
        if let city, added.coordinates == city.coordinates, !spelling.contains(","), !shownAsTyped,
            (try? world.countries.country(named: spelling)) == nil
        {
            fail("add", "shown as \(shown)")
        }
        let printed = "\(added.name),\(added.countryCode)"
        do throws(WeatherError) {
            _ = try await world.forecast.execute(printed, policy: .refresh)
        } catch {
            fail("forecast by the printed name", "\(error)")
        }
        for query in [spelling, printed] {
            do throws(WeatherError) {
                let shown = try await world.show.execute(query, policy: .offline).place
                if shown != added { fail("show \"\(query)\"", "found \(shown.name),\(shown.countryCode)") }
                let forecast = try await world.forecast.execute(query, policy: .offline).place
                if forecast != added {
                    fail("forecast \"\(query)\"", "found \(forecast.name),\(forecast.countryCode)")
                }
            } catch {
                fail("show or forecast \"\(query)\"", "\(error)")
            }
        }
        do throws(WeatherError) {
            let deleted = try await world.delete.execute([spelling]).map { (outcome) throws(WeatherError) in
                try outcome.get()
            }
            if deleted != [added] { fail("delete", "deleted \(deleted.map(\.name))") }
            let left = try await world.repository.savedPlaces()
            if !left.isEmpty {
                fail("delete", "left \(left.map(\.name))")
                _ = try await world.repository.deleteAll()
            }
        } catch {
            fail("delete", "\(error)")
            _ = try? await world.repository.deleteAll()
        }
    }

    /// The gazetteer's cities, biggest first: all of them in a full run, else every 60th.
    private static func cities() throws -> [City] {
        let url = try GazetteerFixtures.repositoryGazetteerURL()
        let index = try GazetteerIndex(file: MappedFile(path: url.path))
        let offsets = index.cityOffsets()
        let chosen =
            fullRun ? offsets : stride(from: 0, to: offsets.count, by: citySampleStride).map { offsets[$0] }
        return try chosen.map { offset in
            try GazetteerRecord.city(from: try #require(index.cityLine(at: offset))[...]).get()
        }
    }

    private static func spellings(of city: City) -> [String] {
        var spellings = [city.name, city.asciiName] + city.alternateNames
        spellings += [
            "\(city.name),\(city.countryCode)", "\(city.asciiName),\(city.countryCode.lowercased())",
        ]
        if let code = city.regionCode { spellings.append("\(city.name),\(code),\(city.countryCode)") }
        if let region = city.regionName { spellings.append("\(city.name),\(region),\(city.countryCode)") }
        spellings += [
            city.name.uppercased(), city.name.lowercased(), city.name.decomposedStringWithCanonicalMapping,
            city.name.precomposedStringWithCanonicalMapping,
        ]
        return unique(spellings)
    }

    private static func spellings(of country: Country) -> [String] {
        let names = [country.name] + country.alternateNames
        return unique(
            names + [country.alpha2, country.alpha3, country.alpha2.lowercased(), country.name.uppercased()]
                + names.map(\.decomposedStringWithCanonicalMapping))
    }

    private static func unique(_ spellings: [String]) -> [String] {
        var seen: Set<[UInt8]> = []
        return spellings.filter { seen.insert(Array($0.utf8)).inserted }
    }
}

/// The weather of any place: one fixed observation.
private struct AnyPlaceWeatherService: TestWeatherSource {
    func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        Fixtures.weather()
    }
}

/// The forecast of any place: one fixed forecast.
private struct AnyPlaceForecastService: TestWeatherSource {
    func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        Fixtures.forecast()
    }
}

/// An online geocoder that must not be needed: it counts calls and knows nothing.
final class NoOnlineGeocoder: GeocodingRepository {
    private let count = Mutex(0)

    var calls: Int { count.withLock { $0 } }

    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        count.withLock { $0 += 1 }
        return []
    }
}
