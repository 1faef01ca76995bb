import Domain
import Foundation
import TestSupport
import Testing
import WeatherData

@testable import Presentation

/// The gauges of a place's weather: every reading in its base unit, one sample each, none for a reading the
/// service did not send.
struct WeatherMetricsTests {
    /// Tokyo with every reading, from OpenWeatherMap, fetched 3 min ago.
    static var complete: WeatherReport {
        RegisteredProviders.ensure()
        let weather = CurrentWeather.stub(
            dewPoint: 13.4, rainLastHour: Precipitation(millimetres: 0.25),
            snowLastHour: Precipitation(millimetres: 1.5)
        ).reported(by: .openWeatherMap)
        return WeatherReport(
            place: .tokyo, weather: weather, fetchedAt: FixedClock.testNow.addingTimeInterval(-180),
            origin: .network)
    }

    static func text(_ reports: [WeatherReport]) -> String {
        ReportMetrics.places(reports, air: [:], now: FixedClock.testNow)
    }

    @Test func everyReadingInItsBaseUnit() {
        let labels = #"{place="Tokyo",country="JP",provider="openweathermap"}"#
        let expected = [
            ("wxapp_temperature_celsius", "Air temperature.", "18.4"),
            ("wxapp_apparent_temperature_celsius", "Apparent (feels-like) temperature.", "17.6"),
            ("wxapp_dew_point_celsius", "Temperature at which the air would be saturated.", "13.4"),
            (
                "wxapp_minimum_temperature_celsius",
                "Low temperature the service gives with the reading (the day's, for most services).", "15.2"
            ),
            (
                "wxapp_maximum_temperature_celsius",
                "High temperature the service gives with the reading (the day's, for most services).", "19.5"
            ),
            ("wxapp_relative_humidity_ratio", "Relative humidity, from 0 to 1.", "0.72"),
            ("wxapp_pressure_pascals", "Atmospheric pressure.", "101200"),
            ("wxapp_wind_speed_meters_per_second", "Wind speed.", "4.12"),
            ("wxapp_wind_gust_speed_meters_per_second", "Speed of the wind's gusts.", "7.2"),
            (
                "wxapp_wind_direction_degrees",
                "Direction the wind blows from, in degrees clockwise from north.",
                "30"
            ),
            ("wxapp_cloud_cover_ratio", "Share of the sky covered by cloud, from 0 to 1.", "0.75"),
            ("wxapp_visibility_meters", "Visibility.", "10000"),
            ("wxapp_rain_last_hour_meters", "Rain over the last hour, as a depth of water.", "0.00025"),
            ("wxapp_snow_last_hour_meters", "Snow over the last hour, as a depth of melted water.", "0.0015"),
            (
                "wxapp_sunrise_timestamp_seconds", "Sunrise on the reading's day, in Unix seconds.",
                "1714506480"
            ),
            ("wxapp_sunset_timestamp_seconds", "Sunset on the reading's day, in Unix seconds.", "1714555860"),
            (
                "wxapp_observation_timestamp_seconds",
                "When the service measured the reading, in Unix seconds.",
                "1714564620"
            ),
            (
                "wxapp_observation_age_seconds",
                "Seconds since the service measured the reading (never negative).",
                "180"
            ),
            (
                "wxapp_fetch_timestamp_seconds",
                "When wxapp received the reading from the service, in Unix seconds.", "1714564620"
            ),
            (
                "wxapp_fetch_age_seconds",
                "Seconds since wxapp received the reading from the service (a cached copy grows older).",
                "180"
            ),
        ]
        #expect(
            Self.text([Self.complete])
                == expected.map { name, help, value in
                    "# HELP \(name) \(help)\n# TYPE \(name) gauge\n\(name)\(labels) \(value)\n"
                }.joined())
    }

    /// Every reading of current weather the service may leave out, the family it is written in.
    static let optionalReadings: [(String, MetricFamily)] = [
        ("temperature", WeatherMetrics.temperature), ("feelsLike", WeatherMetrics.apparentTemperature),
        ("dewPoint", WeatherMetrics.dewPoint), ("minimum", WeatherMetrics.minimumTemperature),
        ("maximum", WeatherMetrics.maximumTemperature), ("humidity", WeatherMetrics.humidity),
        ("pressure", WeatherMetrics.pressure), ("windSpeed", WeatherMetrics.windSpeed),
        ("windGust", WeatherMetrics.windGust), ("windDirection", WeatherMetrics.windDirection),
        ("clouds", WeatherMetrics.cloudCover), ("visibility", WeatherMetrics.visibility),
        ("rain", WeatherMetrics.rain), ("snow", WeatherMetrics.snow), ("sunrise", WeatherMetrics.sunrise),
        ("sunset", WeatherMetrics.sunset),
    ]

    /// The complete report with the reading `removed` left out, as a service that did not send it.
    static func report(without removed: String) -> WeatherReport {
        let full = complete.weather
        func kept<T>(_ name: String, _ value: T?) -> T? { name == removed ? nil : value }
        let readings = Readings(
            conditions: full.conditions, temperature: kept("temperature", full.temperature),
            feelsLike: kept("feelsLike", full.feelsLike), minimum: kept("minimum", full.minimum),
            maximum: kept("maximum", full.maximum), pressure: kept("pressure", full.pressure),
            humidity: kept("humidity", full.humidity), dewPoint: kept("dewPoint", full.dewPoint),
            wind: Wind(
                speed: kept("windSpeed", full.wind.speed),
                directionDegrees: kept("windDirection", full.wind.directionDegrees),
                gust: kept("windGust", full.wind.gust)),
            clouds: kept("clouds", full.clouds), visibility: kept("visibility", full.visibility),
            rain: kept("rain", full.rain), snow: kept("snow", full.snow))
        let weather = CurrentWeather(
            readings: readings, sunrise: kept("sunrise", full.sunrise), sunset: kept("sunset", full.sunset),
            observedAt: full.observedAt, utcOffsetSeconds: full.utcOffsetSeconds, provider: full.provider)
        return WeatherReport(place: .tokyo, weather: weather, fetchedAt: complete.fetchedAt, origin: .network)
    }

    @Test func aReadingTheServiceDidNotSendHasNoSampleNeverAZero() {
        let all = WeatherMetrics.families.map(\.name)
        #expect(ExpositionReader(Self.text([Self.complete])).names == all)
        for (reading, family) in Self.optionalReadings {
            let reader = ExpositionReader(Self.text([Self.report(without: reading)]))

            #expect(reader.names == all.filter { $0 != family.name }, "without \(reading)")
            #expect(reader.help[family.name] == nil, "without \(reading)")
            #expect(reader.violations == [], "without \(reading)")
        }
    }

    @Test func everyFamilyIsNamedAsTheFormatSpellsItWithItsUnitLast() {
        let families = WeatherMetrics.families + AirQualityMetrics.families
        #expect(Set(families.map(\.name)).count == families.count, "no name twice")
        let units = [
            "_celsius", "_ratio", "_pascals", "_meters_per_second", "_degrees", "_meters", "_seconds",
        ]
        for family in families {
            #expect(
                (try? ExpositionReader.metricName.wholeMatch(in: family.name)) != nil, "\(family.name)")
            #expect(family.name.hasPrefix("wxapp_"), "\(family.name)")
            #expect(family.help.hasSuffix(".") && family.help.allSatisfy(\.isASCII), "\(family.name)")
        }
        for family in WeatherMetrics.families {
            #expect(units.contains { family.name.hasSuffix($0) }, "\(family.name)")
        }
    }

    @Test func aReadingFromUnknownServiceHasNoProviderLabel() {
        let reader = ExpositionReader(Self.text([.stub()]))

        #expect(reader.violations == [])
        #expect(reader.samples.allSatisfy { $0.labels == ["place": "Tokyo", "country": "JP"] })
    }

    @Test func agesAreNeverNegativeAndFollowTheClock() {
        let report = WeatherReport.stub(
            weather: .stub(observedAt: FixedClock.testNow.addingTimeInterval(60)), ageSeconds: -30)

        let later = ReportMetrics.places(
            [report], air: [:], now: FixedClock.testNow.addingTimeInterval(3_600))
        let now = ExpositionReader(Self.text([report]))

        #expect(now.values("wxapp_observation_age_seconds") == ["Tokyo": 0])
        #expect(now.values("wxapp_fetch_age_seconds") == ["Tokyo": 0])
        #expect(ExpositionReader(later).values("wxapp_observation_age_seconds") == ["Tokyo": 3_540])
        #expect(ExpositionReader(later).values("wxapp_fetch_age_seconds") == ["Tokyo": 3_570])
    }

    @Test func placesFollowInTheirOrderWithinEachFamilyAndAPlaceNamedTwiceOnce() {
        let reader = ExpositionReader(Self.text([Self.complete, .madrid, Self.complete]))

        #expect(reader.violations == [])
        #expect(
            reader.samples.filter { $0.name == "wxapp_temperature_celsius" }.map { $0.labels["place"] }
                == ["Tokyo", "Madrid"])
        #expect(reader.values("wxapp_temperature_celsius") == ["Tokyo": 18.4, "Madrid": -0.4])
        // Madrid has no gusts, clouds or visibility: those families have Tokyo alone.
        #expect(reader.values("wxapp_wind_gust_speed_meters_per_second") == ["Tokyo": 7.2])
        #expect(
            ExpositionReader(Self.text([.madrid, Self.complete])).names == WeatherMetrics.families.map(\.name)
        )
    }
}
