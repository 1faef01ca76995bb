import Domain

/// `wxapp list` as a box-drawn table; stale rows say "(stale)" and, in colour, turn yellow.
struct ListTableRenderer {
    let display: DisplaySettings

    private static let table = BoxTable(columns: [
        .init("Place"), .init("Temp", alignRight: true), .init("Condition"), .init("High / Low"),
        .init("Humidity", alignRight: true), .init("Wind"), .init("Updated"),
    ])

    func render(_ reports: [WeatherReport]) -> String {
        let rows = reports.map { report -> [BoxTable.Cell] in
            let row = PlaceSummary(report, display: display)
            return [
                .init(row.place, .emphasis),
                .init(row.temperature, row.temperatureStyle),
                row.condition.map { .init(row.conditionIcon + $0, row.conditionStyle) } ?? .init("–"),
                .init(row.highAndLow ?? PlaceSummary.missing),
                .init(row.humidity ?? PlaceSummary.missing),
                .init(row.wind ?? PlaceSummary.missing),
                .init(row.ageLabel, row.isStale ? .warning : .muted),
            ]
        }
        return Self.table.render(rows, palette: display.palette)
    }
}
