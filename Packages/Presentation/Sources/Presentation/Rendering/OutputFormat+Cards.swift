import Domain

extension OutputFormat {
    /// The detail cards of `show` and `add` as text: plain lines for `plain`, the aligned card otherwise;
    /// a place with kept air quality or normals in `kept` gets their lines.
    func cards(_ reports: [WeatherReport], display: DisplaySettings, kept: [PlaceKey: KeptExtras] = [:])
        -> String
    {
        self == .plain
            ? DetailPlainRenderer(display: display).render(reports, kept: kept)
            : DetailCardRenderer(display: display).render(reports, kept: kept)
    }
}

/// What a card shows beside the weather when it is kept: air quality and the 1991–2020 normals.
struct KeptExtras {
    var air: AirQualityReport?
    var normals: ClimateNormals?
    var alerts: AlertsReport?
}
