import Domain

/// `wxapp list` as a box-drawn table; stale rows say "(stale)" and, in colour, turn yellow. With kept air
/// quality and a terminal wide enough for it, an AQI column comes before "Observed".
struct ListTableRenderer {
    let display: DisplaySettings
    /// The kept air quality of the places that have some.
    var air: [PlaceKey: AirQualityReport] = [:]
    /// The columns the table may take; nil leaves the AQI column out.
    var width: Int?
    /// The places with an alert in force among their kept alerts: their names get "(!)".
    var alerted: Set<PlaceKey> = []

    private static let columns: [BoxTable.Column] = [
        .init("Place"), .init("Temp", alignRight: true), .init("Condition"), .init("High / Low"),
        .init("Humidity", alignRight: true), .init("Wind"), .init("Observed"),
    ]
    private static let table = BoxTable(columns: columns)
    private static let tableWithAir = BoxTable(
        columns: columns.dropLast() + [.init("AQI"), columns[columns.count - 1]])

    func render(_ reports: [WeatherReport]) -> String {
        let rows = reports.map { report -> [BoxTable.Cell] in
            let row = PlaceSummary(report, display: display)
            return [
                alerted.contains(report.place.key)
                    ? .init(row.place + " (!)", .warning) : .init(row.place, .emphasis),
                .init(row.temperature, row.temperatureStyle),
                row.condition.map { .init(row.conditionIcon + $0, row.conditionStyle) } ?? .init("–"),
                .init(row.highAndLow ?? PlaceSummary.missing),
                .init(row.humidity ?? PlaceSummary.missing),
                .init(row.wind ?? PlaceSummary.missing),
                .init(row.ageLabel, row.isStale ? .warning : .muted),
            ]
        }
        if let width, reports.contains(where: { air[$0.place.key] != nil }) {
            let withAir = zip(reports, rows).map { report, row in
                Array(row.dropLast()) + [Self.aqi(air[report.place.key]), row[row.count - 1]]
            }
            let table = Self.tableWithAir.render(withAir, palette: display.palette)
            let widest =
                table.split(separator: "\n", maxSplits: 1).first.map { DisplayWidth.of(String($0)) } ?? 0
            if widest <= width { return table }
        }
        return Self.table.render(rows, palette: display.palette)
    }

    /// "41 moderate" (the European index, else "US 49 good"), coloured by its level; "–" with none.
    static func aqi(_ report: AirQualityReport?) -> BoxTable.Cell {
        if let index = report?.air.europeanIndex {
            return .init(
                "\(NumberText.format(index)) \(EuropeanAirQuality(index: index).rawValue)",
                AirQualityView.europeanStyle(index))
        }
        if let index = report?.air.usIndex {
            return .init(
                "US \(NumberText.format(index)) \(USAirQuality(index: index).rawValue)",
                AirQualityView.usStyle(index))
        }
        return .init(PlaceSummary.missing)
    }
}
