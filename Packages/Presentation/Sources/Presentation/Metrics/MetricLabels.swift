import Domain

/// The labels every sample of a place has: `place`, its own name (never translated, as JSON's `name`),
/// `country`, its ISO 3166 alpha-2 code, and `provider`, the id of the service that sent the values, left
/// out where it is not known (a reading kept before wxapp recorded it).
enum MetricLabels {
    static func of(_ place: Place, provider: WeatherProvider?) -> MetricsExposition.Labels {
        var labels: MetricsExposition.Labels = [("place", place.name), ("country", place.countryCode)]
        if let provider {
            labels.append(("provider", provider.id))
        }
        return labels
    }
}
