import Domain

extension CommandContext {
    /// Prints `reports` as `list` does: an aligned table, with each place's kept air quality and a mark on
    /// places under an alert, or plain lines; nothing when there are none. JSON is each command's own.
    func printList(
        _ reports: [WeatherReport], as format: OutputFormat, display: DisplaySettings,
        environment: any CommandEnvironment
    ) async throws(WeatherError) {
        guard !reports.isEmpty else { return }
        switch format {
        case .table:
            let renderer = ListTableRenderer(
                display: display, air: try await environment.showAirQuality().kept(),
                width: console.availableWidth,
                alerted: try await environment.showAlerts().placesAlerted(at: display.now))
            print(renderer.render(reports))
        case .plain: print(ListPlainRenderer(display: display).render(reports))
        case .json: break
        }
    }
}
