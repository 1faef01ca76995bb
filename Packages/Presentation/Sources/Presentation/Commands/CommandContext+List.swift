import Domain

extension CommandContext {
    /// Prints `reports` as `list` does: an aligned table, with each place's kept air quality and a mark on
    /// places under an alert, or plain lines; nothing when there are none. JSON is each command's own.
    func printList(
        _ reports: [WeatherReport], as format: OutputFormat, display: DisplaySettings,
        services: CommandServices
    ) async throws(WeatherError) {
        guard !reports.isEmpty else { return }
        switch format {
        case .table:
            let renderer = ListTableRenderer(
                display: display, air: try await services.useCases.showAirQuality().kept(),
                width: console.availableWidth,
                alerted: try await services.useCases.showAlerts().placesAlerted(at: display.now))
            print(renderer.render(reports))
        case .plain: print(ListPlainRenderer(display: display).render(reports))
        case .json: break
        }
    }

    /// The kept extras (air quality, normals, alerts) of each report's place, for its card.
    func keptExtras(of reports: [WeatherReport], services: CommandServices)
        async throws(WeatherError)
        -> [PlaceKey: KeptExtras]
    {
        let keptData = try services.useCases.keptPlaceData()
        var kept: [PlaceKey: KeptExtras] = [:]
        for report in reports {
            let data = try await keptData.keptData(for: report.place)
            kept[report.place.key] = KeptExtras(air: data.air, normals: data.normals, alerts: data.alerts)
        }
        return kept
    }
}
