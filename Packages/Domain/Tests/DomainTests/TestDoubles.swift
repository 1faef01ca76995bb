import Foundation
import Synchronization

@testable import Domain

enum Stub {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func place(_ name: String, _ country: String, latitude: Double = 10) -> Place {
        Place(name: name, countryCode: country, coordinates: Coordinates(latitude: latitude, longitude: 20)!)
    }

    static func weather() -> CurrentWeather {
        CurrentWeather(
            readings: Readings(
                conditions: [], temperature: Temperature(kelvin: 280), feelsLike: Temperature(kelvin: 280),
                minimum: Temperature(kelvin: 280), maximum: Temperature(kelvin: 280),
                pressure: Pressure(hectopascals: 1_000), humidity: Humidity(percent: 50), dewPoint: nil,
                wind: Wind(speed: Speed(metresPerSecond: 1), directionDegrees: nil, gust: nil), clouds: nil,
                visibility: nil, rain: nil, snow: nil),
            sunrise: nil, sunset: nil, observedAt: now,
            utcOffsetSeconds: 0)
    }

    static func country(
        _ name: String, _ alpha2: String, capital: Place?, alternateNames: [String] = []
    ) -> Country {
        Country(
            name: name, alpha2: alpha2, alpha3: alpha2 + "X", capital: capital?.name,
            capitalCoordinates: capital?.coordinates, timeZone: nil, alternateNames: alternateNames)
    }
}

/// A catalog over a fixed list, matching names, alternate names and codes exactly.
struct StubCountryRepository: CountryRepository {
    let countries: [Country]

    func country(named query: String) throws(WeatherError) -> Country? {
        let key = SearchKey(query)
        return countries.first { country in
            ([country.name, country.alpha2, country.alpha3] + country.alternateNames).contains {
                SearchKey($0) == key
            }
        }
    }

    func search(_ query: String) throws(WeatherError) -> [Country] {
        countries.filter { SearchKey($0.name).words.contains(SearchKey(query).words) }
    }
}

/// A geocoder that answers from a table and counts its calls.
/// A gazetteer of a few cities, each found by its name or an alternate name within the query's country.
struct StubCityRepository: CityRepository {
    let cities: [City]

    init(_ cities: [City] = []) {
        self.cities = cities
    }

    func city(matching query: PlaceQuery) throws(WeatherError) -> City? {
        cities.first { $0.place.answers(to: query.nameKey) && $0.place.isWithin(query) }
    }

    func search(_ query: String, limit: Int) throws(WeatherError) -> [City] {
        Array(cities.filter { $0.place.answers(to: SearchKey(query)) }.prefix(limit))
    }

    func nearestCity(to coordinates: Coordinates) throws(WeatherError) -> City? {
        cities.min { $0.coordinates.kilometres(to: coordinates) < $1.coordinates.kilometres(to: coordinates) }
    }

    func cities(misspeltAs typed: String, limit: Int) throws(WeatherError) -> [City] {
        NearestName.among(cities.map(\.name), for: typed, limit: limit).compactMap { name in
            cities.first { $0.name == name }
        }
    }
}

final class StubGeocoder: GeocodingRepository {
    private let table: [String: [Place]]
    private let callCount = Mutex(0)

    init(_ table: [String: [Place]] = [:]) {
        self.table = table
    }

    var calls: Int { callCount.withLock { $0 } }

    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        callCount.withLock { $0 += 1 }
        return Array((table[query.text] ?? []).prefix(limit))
    }
}

/// A repository kept in memory: fetching always succeeds, offline serves what was saved.
final class InMemoryWeatherRepository: WeatherRepository {
    private let saved: Mutex<[Place]>

    init(_ places: [Place] = []) {
        saved = Mutex(places)
    }

    var places: [Place] { saved.withLock { $0 } }

    func savedPlaces() async throws(WeatherError) -> [Place] { places }

    func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        places.filter { $0.answers(to: key) }
    }

    /// Places looked at, kept off the list.
    let lookedAt = Mutex<[Place]>([])

    func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        lookedAt.withLock { $0.filter { $0.answers(to: key) } }
    }

    func keepLookedAt(_ place: Place) async throws(WeatherError) {
        guard !places.contains(where: { $0.key == place.key }) else { return }
        lookedAt.withLock { kept in
            kept.removeAll { $0.key == place.key }
            kept.append(place)
        }
    }

    func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
        let known = saved.withLock { $0.contains { $0.key == place.key } }
        if policy == .offline {
            guard known else { throw .notCached(query: place.name) }
            return WeatherReport(place: place, weather: Stub.weather(), fetchedAt: Stub.now, origin: .offline)
        }
        saved.withLock { places in
            places.removeAll { $0.key == place.key }
            places.append(place)
        }
        return WeatherReport(place: place, weather: Stub.weather(), fetchedAt: Stub.now, origin: .network)
    }

    func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
        places.map { WeatherReport(place: $0, weather: Stub.weather(), fetchedAt: Stub.now, origin: .cache) }
    }

    func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int {
        saved.withLock { places in
            let before = places.count
            places.removeAll { keys.contains($0.key) }
            return before - places.count
        }
    }

    func deleteAll() async throws(WeatherError) -> Int {
        saved.withLock { places in
            defer { places.removeAll() }
            return places.count
        }
    }
}
