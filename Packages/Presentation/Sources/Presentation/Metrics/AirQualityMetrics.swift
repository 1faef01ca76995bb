import Domain
import FoundationEssentials

/// The gauges of a place's air quality (`air`, and the kept air quality of `list` and `show`): indices as the
/// service gives them, concentrations in grams per cubic metre, pollen in grains per cubic metre.
enum AirQualityMetrics {
    static let europeanIndex = MetricFamily(
        name: "wxapp_european_air_quality_index",
        help: "European Environment Agency air quality index (0 upwards; 100 and more is extremely poor).",
        decimals: 2)
    static let usIndex = MetricFamily(
        name: "wxapp_us_air_quality_index", help: "US EPA air quality index (0 to 500).", decimals: 2)
    static let pm25 = concentration("wxapp_pm2_5_grams_per_cubic_meter", "fine particles (PM2.5)")
    static let pm10 = concentration("wxapp_pm10_grams_per_cubic_meter", "particles (PM10)")
    static let ozone = concentration("wxapp_ozone_grams_per_cubic_meter", "ozone (O3)")
    static let nitrogenDioxide = concentration(
        "wxapp_nitrogen_dioxide_grams_per_cubic_meter", "nitrogen dioxide (NO2)")
    static let uvIndex = MetricFamily(name: "wxapp_uv_index", help: "UV index.", decimals: 2)
    static let uvIndexMaximum = MetricFamily(
        name: "wxapp_uv_index_daily_max", help: "Today's highest UV index.", decimals: 2)
    static let pollen = MetricFamily(
        name: "wxapp_pollen_grains_per_cubic_meter",
        help: "Pollen concentration of the plant the label names, where the service reports it.", decimals: 1)
    static let observedAt = MetricFamily(
        name: "wxapp_air_quality_timestamp_seconds",
        help: "Start of the hour the air quality values are for, in Unix seconds.", decimals: 3)
    static let observedAge = MetricFamily(
        name: "wxapp_air_quality_age_seconds",
        help: "Seconds since the start of the hour the air quality values are for (never negative).",
        decimals: 3)
    static let fetchedAt = MetricFamily(
        name: "wxapp_air_quality_fetch_timestamp_seconds",
        help: "When wxapp received the air quality from the service, in Unix seconds.", decimals: 3)
    static let fetchedAge = MetricFamily(
        name: "wxapp_air_quality_fetch_age_seconds",
        help: "Seconds since wxapp received the air quality from the service (a kept copy grows older).",
        decimals: 3)

    /// Every family, in the order a place's samples are added.
    static let families = [
        europeanIndex, usIndex, pm25, pm10, ozone, nitrogenDioxide, uvIndex, uvIndexMaximum, pollen,
        observedAt, observedAge, fetchedAt, fetchedAge,
    ]

    /// Adds `report`'s values and its ages at `now`; a value the service did not send adds no sample, and a
    /// place with no pollen forecast, or a plant not reported this hour, has no pollen sample.
    static func add(_ report: AirQualityReport, now: Date, to exposition: inout MetricsExposition) {
        let air = report.air
        let labels = MetricLabels.of(report.place, provider: WeatherProvider.airQualitySource)
        let grams = AirQuality.gramsPerMicrogram
        let values: [(MetricFamily, Double?)] = [
            (europeanIndex, air.europeanIndex), (usIndex, air.usIndex), (pm25, air.pm25.map { $0 * grams }),
            (pm10, air.pm10.map { $0 * grams }), (ozone, air.ozone.map { $0 * grams }),
            (nitrogenDioxide, air.nitrogenDioxide.map { $0 * grams }), (uvIndex, air.uvIndex),
            (uvIndexMaximum, air.uvIndexMaximum),
        ]
        for (family, value) in values {
            exposition.add(family, value, labels: labels)
        }
        for plant in AirQuality.Pollen.allCases {
            exposition.add(pollen, air.pollen?[plant], labels: labels + [("plant", plant.rawValue)])
        }
        exposition.add(observedAt, air.observedAt.timeIntervalSince1970, labels: labels)
        exposition.add(observedAge, max(0, now.timeIntervalSince(air.observedAt)), labels: labels)
        exposition.add(fetchedAt, report.fetchedAt.timeIntervalSince1970, labels: labels)
        exposition.add(fetchedAge, report.age(at: now), labels: labels)
    }

    /// A pollutant's concentration, in grams per cubic metre, its values 7 decimals: 0.1 µg/m³, as the
    /// service sends them.
    private static func concentration(_ name: String, _ pollutant: String) -> MetricFamily {
        MetricFamily(name: name, help: "Concentration of \(pollutant) in the air.", decimals: 7)
    }
}
