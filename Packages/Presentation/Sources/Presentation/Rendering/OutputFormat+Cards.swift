import Domain

extension OutputFormat {
    /// The detail cards of `show` and `add` as text: plain lines for `plain`, the aligned card otherwise;
    /// a place with kept air quality in `air` gets an air line.
    func cards(_ reports: [WeatherReport], display: DisplaySettings, air: [PlaceKey: AirQualityReport] = [:])
        -> String
    {
        self == .plain
            ? DetailPlainRenderer(display: display).render(reports, air: air)
            : DetailCardRenderer(display: display).render(reports, air: air)
    }
}
