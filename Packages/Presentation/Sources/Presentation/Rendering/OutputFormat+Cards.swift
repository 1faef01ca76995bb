import Domain

extension OutputFormat {
    /// The detail cards of `show` and `add` as text: plain lines for `plain`, the aligned card otherwise.
    func cards(_ reports: [WeatherReport], display: DisplaySettings) -> String {
        self == .plain
            ? DetailPlainRenderer(display: display).render(reports)
            : DetailCardRenderer(display: display).render(reports)
    }
}
