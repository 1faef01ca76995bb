import Domain
import FoundationEssentials

/// The gauges of a place's current weather (`list`, `show`), each in its base unit whatever the units
/// options say: degrees Celsius, metres per second, pascals, metres, ratios from 0 to 1, Unix seconds.
enum WeatherMetrics {
    static let temperature = MetricFamily(
        name: "wxapp_temperature_celsius", help: "Air temperature.", decimals: 2)
    static let apparentTemperature = MetricFamily(
        name: "wxapp_apparent_temperature_celsius", help: "Apparent (feels-like) temperature.", decimals: 2)
    static let dewPoint = MetricFamily(
        name: "wxapp_dew_point_celsius", help: "Temperature at which the air would be saturated.",
        decimals: 2)
    static let minimumTemperature = MetricFamily(
        name: "wxapp_minimum_temperature_celsius",
        help: "Low temperature the service gives with the reading (the day's, for most services).",
        decimals: 2)
    static let maximumTemperature = MetricFamily(
        name: "wxapp_maximum_temperature_celsius",
        help: "High temperature the service gives with the reading (the day's, for most services).",
        decimals: 2)
    static let humidity = MetricFamily(
        name: "wxapp_relative_humidity_ratio", help: "Relative humidity, from 0 to 1.", decimals: 3)
    static let pressure = MetricFamily(
        name: "wxapp_pressure_pascals", help: "Atmospheric pressure.", decimals: 0)
    static let windSpeed = MetricFamily(
        name: "wxapp_wind_speed_meters_per_second", help: "Wind speed.", decimals: 2)
    static let windGust = MetricFamily(
        name: "wxapp_wind_gust_speed_meters_per_second", help: "Speed of the wind's gusts.", decimals: 2)
    static let windDirection = MetricFamily(
        name: "wxapp_wind_direction_degrees",
        help: "Direction the wind blows from, in degrees clockwise from north.", decimals: 1)
    static let cloudCover = MetricFamily(
        name: "wxapp_cloud_cover_ratio", help: "Share of the sky covered by cloud, from 0 to 1.", decimals: 3)
    static let visibility = MetricFamily(name: "wxapp_visibility_meters", help: "Visibility.", decimals: 1)
    static let rain = MetricFamily(
        name: "wxapp_rain_last_hour_meters", help: "Rain over the last hour, as a depth of water.",
        decimals: 5)
    static let snow = MetricFamily(
        name: "wxapp_snow_last_hour_meters", help: "Snow over the last hour, as a depth of melted water.",
        decimals: 5)
    static let sunrise = MetricFamily(
        name: "wxapp_sunrise_timestamp_seconds", help: "Sunrise on the reading's day, in Unix seconds.",
        decimals: 3)
    static let sunset = MetricFamily(
        name: "wxapp_sunset_timestamp_seconds", help: "Sunset on the reading's day, in Unix seconds.",
        decimals: 3)
    static let observedAt = MetricFamily(
        name: "wxapp_observation_timestamp_seconds",
        help: "When the service measured the reading, in Unix seconds.", decimals: 3)
    static let observedAge = MetricFamily(
        name: "wxapp_observation_age_seconds",
        help: "Seconds since the service measured the reading (never negative).", decimals: 3)
    static let fetchedAt = MetricFamily(
        name: "wxapp_fetch_timestamp_seconds",
        help: "When wxapp received the reading from the service, in Unix seconds.", decimals: 3)
    static let fetchedAge = MetricFamily(
        name: "wxapp_fetch_age_seconds",
        help: "Seconds since wxapp received the reading from the service (a cached copy grows older).",
        decimals: 3)

    /// Each family with its value in a report at an instant, in the order a place's samples are added.
    private static let gauges: [(family: MetricFamily, value: @Sendable (WeatherReport, Date) -> Double?)] = [
        (temperature, { report, _ in report.weather.temperature?.celsius }),
        (apparentTemperature, { report, _ in report.weather.feelsLike?.celsius }),
        (dewPoint, { report, _ in report.weather.dewPoint?.celsius }),
        (minimumTemperature, { report, _ in report.weather.minimum?.celsius }),
        (maximumTemperature, { report, _ in report.weather.maximum?.celsius }),
        (humidity, { report, _ in report.weather.humidity?.fraction }),
        (pressure, { report, _ in report.weather.pressure?.pascals }),
        (windSpeed, { report, _ in report.weather.wind.speed?.metresPerSecond }),
        (windGust, { report, _ in report.weather.wind.gust?.metresPerSecond }),
        (windDirection, { report, _ in report.weather.wind.directionDegrees }),
        (cloudCover, { report, _ in report.weather.clouds?.coverFraction }),
        (visibility, { report, _ in report.weather.visibility?.metres }),
        (rain, { report, _ in report.weather.rain?.metres }),
        (snow, { report, _ in report.weather.snow?.metres }),
        (sunrise, { report, _ in report.weather.sunrise?.timeIntervalSince1970 }),
        (sunset, { report, _ in report.weather.sunset?.timeIntervalSince1970 }),
        (observedAt, { report, _ in report.weather.observedAt.timeIntervalSince1970 }),
        (observedAge, { report, now in report.observedAge(at: now) }),
        (fetchedAt, { report, _ in report.fetchedAt.timeIntervalSince1970 }),
        (fetchedAge, { report, now in report.age(at: now) }),
    ]

    /// Every family, in the order a place's samples are added.
    static var families: [MetricFamily] { gauges.map(\.family) }

    /// Adds `report`'s readings and its ages at `now`; a reading the service did not send adds no sample.
    static func add(_ report: WeatherReport, now: Date, to exposition: inout MetricsExposition) {
        let labels = MetricLabels.of(report.place, provider: report.weather.provider)
        for gauge in gauges {
            exposition.add(gauge.family, gauge.value(report, now), labels: labels)
        }
    }
}
