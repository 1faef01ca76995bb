import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import MetNorwayProvider
@testable import NationalWeatherServiceProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import ProviderKit
@testable import WeatherData

extension HostileValueTests {
    @Test(arguments: replies)
    func everyValueReplacedInTurnIsPlausibleMissingOrUnreadable(_ reply: Reply) async throws {
        let (numbers, texts) = Self.targets(in: reply.body)
        #expect(!numbers.isEmpty || !texts.isEmpty, "the reply has values to replace")
        var mutations = numbers.flatMap { range in
            (Self.numbers + Self.epochTimes(now: reply.now)).map { (range, $0) }
        }
        mutations += texts.flatMap { range in Self.textTimes(now: reply.now).map { (range, $0) } }
        var outcomes = (kept: 0, unreadable: 0)
        let store = try SQLiteWeatherStore()
        for (range, value) in mutations {
            var body = reply.body
            body.replaceSubrange(range, with: value)
            do throws(WeatherError) {
                let kept = try await reply.read(StubHTTPClient(body: body), reply.now)
                outcomes.kept += 1
                try await Self.expectKeptInsideBounds(kept, in: store, now: reply.now, body: body)
            } catch {
                outcomes.unreadable += 1
                guard case .unreadableResponse = error.cause else {
                    Issue.record("\(reply.name) with \(value): \(error), neither a value nor unreadable")
                    continue
                }
            }
        }
        // A geocoder's place with impossible coordinates is left out of its list rather than the list refused.
        let refuses = !reply.name.hasSuffix("geocoding")
        #expect(outcomes.kept > 0 && (outcomes.unreadable > 0 || !refuses), "\(reply.name): \(outcomes)")
    }

    /// What is kept passes the check again once it is stored in a real SQLite file and read back.
    static func expectKeptInsideBounds(_ kept: Kept, in store: SQLiteWeatherStore, now: Date, body: String)
        async throws(WeatherError)
    {
        let place = Place(name: "Tokyo", countryCode: "JP", coordinates: point)
        let weather = CurrentWeather(
            readings: Readings(
                conditions: [], temperature: Temperature(kelvin: 290), feelsLike: nil, minimum: nil,
                maximum: nil,
                pressure: nil, humidity: nil, dewPoint: nil,
                wind: Wind(speed: nil, directionDegrees: nil, gust: nil), clouds: nil, visibility: nil,
                rain: nil,
                snow: nil), sunrise: nil, sunset: nil, observedAt: now, utcOffsetSeconds: 0)
        switch kept {
        case .weather(let value):
            try await store.save(place, weather: value, fetchedAt: now)
            let read = try await store.observation(for: place.key)
            #expect(read?.value.implausibility(at: now) == nil, "kept and read back: \(body)")
        case .forecast(let value):
            try await store.save(place, weather: weather, fetchedAt: now)
            try await store.saveForecast(value, for: place.key, fetchedAt: now)
            let read = try await store.forecast(for: place.key)
            #expect(
                read != nil && read?.value.implausibility(at: now) == nil, "kept and read back: \(body)")
        case .air(let value):
            try await store.save(place, weather: weather, fetchedAt: now)
            try await store.saveAirQuality(value, for: place.key, fetchedAt: now)
            #expect(try await store.airQuality(for: place.key) != nil, "kept and read back: \(body)")
        case .measured(let days):
            #expect(ClimateNormals.implausibility(of: days) == nil, "\(body)")
        case .places(let places):
            // A place is only ever made with coordinates on Earth; one the reply placed elsewhere is left out.
            for found in places {
                #expect(abs(found.coordinates.latitude) <= 90 && abs(found.coordinates.longitude) <= 180)
                try await store.save(found, weather: weather, fetchedAt: now)
            }
        case .alerts(let alerts):
            try await store.save(place, weather: weather, fetchedAt: now)
            try await store.saveAlerts(
                IssuedAlerts(source: .nationalWeatherService, alerts: alerts), for: place.key, fetchedAt: now)
            #expect(try await store.alerts(for: place.key)?.alerts.count == alerts.count, "kept: \(body)")
        }
    }
}
