import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import MetNorwayProvider
@testable import NationalWeatherServiceProvider
@testable import OpenMeteoProvider
@testable import ProviderKit
@testable import Providers
@testable import WeatherData

struct OpenMeteoServiceTests {
    static let tokyo = Coordinates(latitude: 35.6895, longitude: 139.69171)!

    private static func service(_ http: StubHTTPClient, monitor: StubNetworkMonitor = StubNetworkMonitor())
        -> OpenMeteoService
    {
        OpenMeteoService(
            forecastURL: URL(string: "https://api.example.test")!,
            geocodingURL: URL(string: "https://geo.example.test/base")!, http: http, monitor: monitor,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    private static func query(_ request: HTTPRequest?) -> [String: String] {
        let items =
            request.flatMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems } ?? []
        return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
    }

    @Test func currentWeatherIsMappedToSIUnitsAndCreditedToOpenMeteo() async throws {
        let http = StubHTTPClient(body: OpenMeteoFixtures.current)

        let weather = try await Self.service(http).currentWeather(at: Self.tokyo)

        let expected = CurrentWeather(
            readings: Readings(
                conditions: [
                    WeatherCondition(
                        code: 804, summary: "Clouds", description: "overcast clouds", icon: "04d")
                ],
                temperature: Temperature(celsius: 20), feelsLike: Temperature(celsius: 19.5),
                minimum: Temperature(celsius: 18), maximum: Temperature(celsius: 22),
                pressure: Pressure(hectopascals: 1015.2), humidity: Humidity(percent: 64), dewPoint: nil,
                wind: Wind(
                    speed: Speed(metresPerSecond: 3.6), directionDegrees: 160,
                    gust: Speed(metresPerSecond: 5.1)),
                clouds: Clouds(coverPercent: 75), visibility: Distance(metres: 24_140),
                rain: Precipitation(millimetres: 0.5), snow: Precipitation(millimetres: 1)),
            sunrise: Date(timeIntervalSince1970: 1_717_789_234),
            sunset: Date(timeIntervalSince1970: 1_717_841_012),
            observedAt: Date(timeIntervalSince1970: 1_717_815_600), utcOffsetSeconds: 32_400,
            provider: .openMeteo)
        #expect(weather.conditions == expected.conditions)
        #expect(abs((weather.temperature?.kelvin ?? .nan) - (expected.temperature?.kelvin ?? 0)) < 1e-9)
        #expect(abs((weather.snow?.millimetres ?? 0) - 1) < 1e-9)
        #expect(abs((weather.rain?.millimetres ?? 0) - 0.5) < 1e-9)
        #expect(weather.wind == expected.wind)
        #expect(weather.provider == .openMeteo)
        #expect(weather.sunrise == expected.sunrise && weather.observedAt == expected.observedAt)
        #expect(weather.utcOffsetSeconds == 32_400 && weather.visibility == expected.visibility)

        let request = try #require(http.requests.first)
        #expect(request.url.host == "api.example.test" && request.url.path == "/v1/forecast")
        let query = Self.query(request)
        #expect(query["latitude"] == "35.6895" && query["longitude"] == "139.69171")
        #expect(query["wind_speed_unit"] == "ms" && query["timeformat"] == "unixtime")
        #expect(query["current"]?.contains("weather_code") == true && query["appid"] == nil)
    }

    @Test func noRainOrSnowIsLeftOutAsOpenWeatherMapLeavesItOut() async throws {
        let dry = OpenMeteoFixtures.current.replacingOccurrences(
            of: #""rain":0.4,"showers":0.1,"snowfall":0.7"#, with: #""rain":0.0,"showers":0.0,"snowfall":0.0"#
        )

        let weather = try await Self.service(StubHTTPClient(body: dry)).currentWeather(at: Self.tokyo)

        #expect(weather.rain == nil && weather.snow == nil)
    }

    /// A chance above 100 % is not clamped to 100 %: the bound on chances (`PhysicalBounds`) refuses it.
    @Test func aChanceAboveAHundredPercentIsLeftForTheBoundsToRefuse() async throws {
        let body = OpenMeteoFixtures.hourly.replacingOccurrences(
            of: #""precipitation_probability":[0,10,20,40,70,50]"#,
            with: #""precipitation_probability":[0,10,20,250,70,50]"#)
        let forecast = try await Self.service(StubHTTPClient(body: body)).forecast(at: Self.tokyo)
        // The fifth hour has no temperature, so no step.
        #expect(forecast.entries.map(\.precipitationProbability) == [0, 0.1, 0.2, 2.5, 0.5])
        #expect(forecast.implausibility(at: forecast.entries[0].time) != nil)
    }

    @Test func theForecastKeepsOpenMeteosOwnHourlySteps() async throws {
        let http = StubHTTPClient(body: OpenMeteoFixtures.hourly)

        let forecast = try await Self.service(http).forecast(at: Self.tokyo)

        #expect(
            forecast.entries.map(\.time.timeIntervalSince1970) == [
                1_717_804_800, 1_717_808_400, 1_717_812_000, 1_717_815_600, 1_717_822_800,
            ], "every hour with a temperature; the hour without one is left out")
        #expect(forecast.stepSeconds == 3_600)
        let fourth = forecast.entries[3]
        #expect(fourth.primaryCondition?.code == 500)
        #expect(abs(fourth.temperature.celsius - 20) < 1e-9)
        #expect(fourth.minimum == nil && fourth.maximum == nil, "an hour has no low and high of its own")
        #expect(abs((fourth.rain?.millimetres ?? 0) - 0.5) < 1e-9)
        #expect(fourth.precipitationProbability == 0.4)
        #expect(forecast.utcOffsetSeconds == 32_400)
        let url = try #require(http.requests.first?.url)
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(query.first { $0.name == "forecast_days" }?.value == "16")
    }

    @Test func geocodingAsksByNameAndCountryAndKeepsUsablePlacesOfThatCountryOnly() async throws {
        let http = StubHTTPClient(body: OpenMeteoFixtures.geocoding)

        let places = try await Self.service(http).places(matching: try PlaceQuery("Paris,FR"), limit: 5)

        #expect(places.map(\.name) == ["Paris"], "Paris, Texas is not in FR, whatever the service sends")
        #expect(places.map(\.region) == ["Île-de-France"])
        let request = try #require(http.requests.first)
        #expect(request.url.host == "geo.example.test" && request.url.path == "/base/v1/search")
        #expect(Self.query(request)["name"] == "Paris" && Self.query(request)["countryCode"] == "FR")
    }

    @Test func aRegionFiltersTheResultsAndNoResultsIsEmpty() async throws {
        let texas = try await Self.service(StubHTTPClient(body: OpenMeteoFixtures.geocoding))
            .places(matching: try PlaceQuery("Paris,Texas,US"), limit: 5)
        let none = try await Self.service(StubHTTPClient(body: #"{"generationtime_ms":0.4}"#))
            .places(matching: try PlaceQuery("Narnia"), limit: 5)

        #expect(texas.map(\.countryCode) == ["US"])
        #expect(none.isEmpty)
    }

    @Test(arguments: [
        (
            400, #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#,
            WeatherError.unreadableResponse(
                detail: "Open-Meteo refused the request (HTTP 400: Latitude must be in range of -90 to 90°.)")
        ),
        (
            429, #"{"error":true,"reason":"Minutely API request limit exceeded."}"#,
            WeatherError.rateLimited(retryAfterSeconds: nil)
        ),
        (502, "<html>Bad Gateway</html>", WeatherError.serviceUnavailable(statusCode: 502)),
        (
            200, "<html>captive portal</html>",
            WeatherError.unreadableResponse(
                detail: "the Open-Meteo current weather reply is not the JSON expected")
        ),
    ])
    func failuresMapToDomainErrors(status: Int, body: String, expected: WeatherError) async {
        await #expect(throws: expected) {
            try await Self.service(StubHTTPClient(status: status, body: body)).currentWeather(at: Self.tokyo)
        }
    }

    @Test func anUnreachableNetworkSendsNothing() async {
        let http = StubHTTPClient(body: OpenMeteoFixtures.current)

        await #expect(
            throws: WeatherError.networkUnavailable(detail: "there is no network route to api.example.test")
        ) {
            try await Self.service(http, monitor: StubNetworkMonitor(reachable: false)).currentWeather(
                at: Self.tokyo)
        }
        #expect(http.requests.isEmpty)
    }
}

/// The archive's ISO dates, read without Foundation's calendar.
struct OpenMeteoArchiveDateTests {
    @Test func everyDayFrom1991To2020ReadsAsItsOwnCalendarDay() {
        for number in 7_670...18_627 {
            let date = LocalDate(daysSinceEpoch: number)
            #expect(OpenMeteoArchiveDTO.date(date.isoText) == date, "\(date.isoText)")
        }
    }

    /// A year of 19 digits, which once overflowed the day arithmetic, is no date either.
    @Test(arguments: [
        "2021-02-29", "2020-13-01", "2020-00-10", "2020-04-31", "20-01-01x", "", "2020-1",
        "9223372036854775807-01-01", "9223372036854775807-12-31", "1991--01-01", "1991-01-xx-01",
        "1991-01-01-", "+1991-01-01", "1991-+1-01", "1991-01- 1",
    ])
    func impossibleDatesAreRefused(text: String) {
        #expect(OpenMeteoArchiveDTO.date(text) == nil)
    }
}

/// The alert services' times and coverage.
struct AlertParsingTests {
    @Test(arguments: [
        ("2026-11-24T18:00:00-05:00", 1_795_561_200.0), ("2026-11-24T23:00:00+00:00", 1_795_561_200),
        ("2026-11-24T23:00:00Z", 1_795_561_200),
    ])
    func timesWithAnyOffsetAreTheSameInstant(text: String, seconds: Double) {
        #expect(AlertTime.date(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test func missingOrUnreadableTimesAreUnknown() {
        #expect(AlertTime.date(nil) == nil)
        #expect(AlertTime.date("tomorrow") == nil)
    }

    @Test func onlyTheUSAndNorwayAreCovered() {
        func covering(_ countryCode: String) -> [AlertSource] {
            ProviderRegistry.alertSources.filter { $0.covers(countryCode: countryCode) }
        }
        #expect(covering("us") == [.nationalWeatherService])
        #expect(covering("NO") == [.metNorway])
        #expect(covering("SJ") == [.metNorway])
        #expect(["FR", "JP", "GB", "DE", ""].allSatisfy { covering($0).isEmpty })
    }

    @Test func severitiesReadInAnyCaseAndOrderFromUnknownToExtreme() {
        #expect(
            WeatherAlert.Severity(text: "Severe") == .severe
                && WeatherAlert.Severity(text: "bogus") == .unknown)
        #expect(WeatherAlert.Severity.allCases == WeatherAlert.Severity.allCases.sorted())
    }
}
