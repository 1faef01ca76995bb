import Domain
import FoundationEssentials

/// The Prometheus text of `list`, `show` and `air`.
enum ReportMetrics {
    /// Each place's weather and, where one is kept in `air`, its air quality: `list`'s saved places, or the
    /// places `show` was named, at `now`. A place named twice has its samples once.
    static func places(_ reports: [WeatherReport], air: [PlaceKey: AirQualityReport], now: Date) -> String {
        var exposition = MetricsExposition(order: WeatherMetrics.families + AirQualityMetrics.families)
        for report in reports {
            WeatherMetrics.add(report, now: now, to: &exposition)
            if let kept = air[report.place.key] {
                AirQualityMetrics.add(kept, now: now, to: &exposition)
            }
        }
        return exposition.text
    }

    /// `air`'s text: the place's air quality at `now`.
    static func air(_ report: AirQualityReport, now: Date) -> String {
        var exposition = MetricsExposition(order: AirQualityMetrics.families)
        AirQualityMetrics.add(report, now: now, to: &exposition)
        return exposition.text
    }
}
