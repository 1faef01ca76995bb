import Foundation
import Synchronization
import Testing

@testable import Domain

/// Past days of a place: the days `--date` names by the place's own calendar, refused before anything is
/// asked when they are not past there, and the kept normals beside them.
struct ShowPastWeatherUseCaseTests {
    /// Past days of any place, recording what was asked.
    final class RecordingPastWeather: PastWeatherRepository {
        let asked = Mutex<[(PastDays, Place, FetchPolicy)]>([])

        func pastWeather(_ days: PastDays, for place: Place, policy: FetchPolicy) async throws(WeatherError)
            -> Report<PastWeather>
        {
            asked.withLock { $0.append((days, place, policy)) }
            let weather = PastWeather(
                days: days.dates.map {
                    PastDay(date: $0, summary: .missing, hours: [], preliminary: false, fetchedAt: Stub.now)
                })
            return Report(place: place, value: weather, fetchedAt: Stub.now, origin: .cache)
        }
    }

    struct Normals: ClimateNormalsRepository {
        let kept: ClimateNormals?

        func keptNormals(for place: Place) async throws(WeatherError) -> ClimateNormals? { kept }
        func normals(for place: Place) async throws(WeatherError) -> ClimateNormals {
            guard let kept else { throw .notCached(query: place.name, kind: .climateNormals) }
            return kept
        }
    }

    struct Clock: WallClock {
        let now: Date
    }

    /// The zone every place keeps: nine hours east of UTC.
    struct NineHoursEast: TimeZoneRules {
        func offsets(inZone identifier: String, from start: Date, through end: Date) -> UTCOffsets? {
            .fixed(32_400)
        }
    }

    private let tokyo = Place(
        name: "Tokyo", countryCode: "JP", coordinates: Coordinates(latitude: 35.7, longitude: 139.7)!,
        timeZone: "Asia/Tokyo")
    private let pastWeather = RecordingPastWeather()

    /// Tokyo, not saved, found by the geocoder: no kept reading, so its zone alone tells its today.
    private func useCase(normals: ClimateNormals? = nil) -> ShowPastWeatherUseCase {
        let places = InMemoryWeatherRepository()
        let countries = StubCountryRepository(countries: [])
        let finder = PlaceLookup(
            saved: SavedPlaceFinder(
                countries: countries, cities: StubCityRepository(), places: places, shownNames: { _ in [] }),
            resolver: PlaceResolver(countries: countries, geocoder: StubGeocoder(["Tokyo": [tokyo]])),
            offlineResolver: PlaceResolver(countries: countries, geocoder: StubGeocoder()), places: places)
        // 2023-11-14T22:13:20Z: already the 15th in Tokyo.
        return ShowPastWeatherUseCase(
            finder: finder, places: places, pastWeather: pastWeather, normals: Normals(kept: normals),
            zones: NineHoursEast(), clock: Clock(now: Stub.now))
    }

    @Test func yesterdayIsThePlacesYesterdayNotUTCs() async throws {
        let shown = try await useCase().execute(
            "Tokyo", days: try PastDaysQuery("yesterday"), policy: .cacheFirst(lifetime: 600))
        #expect(shown.days.isoText == "2023-11-14")
        #expect(pastWeather.asked.withLock { $0.map(\.0.isoText) } == ["2023-11-14"])
        #expect(pastWeather.asked.withLock { $0.map(\.2) } == [.cacheFirst(lifetime: 600)])
    }

    @Test func thePlacesTodayIsRefusedBeforeAnythingIsAsked() async throws {
        await #expect(
            throws: WeatherError.invalidPastDays(
                .notPast(LocalDate(isoText: "2023-11-15")!, yesterday: LocalDate(isoText: "2023-11-14")!))
        ) {
            try await useCase().execute(
                "Tokyo", days: try PastDaysQuery("2023-11-15"), policy: .cacheFirst(lifetime: 600))
        }
        #expect(pastWeather.asked.withLock { $0.isEmpty })
    }

    @Test func theKeptNormalsComeWithTheDays() async throws {
        let normals = ClimateNormals(days: [
            .init(month: 7, day: 14, high: Temperature(celsius: 30), low: Temperature(celsius: 22))
        ])
        let shown = try await useCase(normals: normals).execute(
            "Tokyo", days: try PastDaysQuery("2023-07-14"), policy: .cacheFirst(lifetime: 600))
        #expect(shown.normals == normals && shown.report.value.days.count == 1)
    }
}
