import Domain

/// `wxapp list` as a box-drawn table; stale rows say "(stale)" and, in colour, turn yellow. With a known
/// width, an AQI column comes before "Observed": each place's kept air quality, "–" where none is kept.
///
/// To fit the width, columns are dropped in this order: AQI, Humidity, High / Low, Wind, Condition; Place,
/// Temp and Observed stay. Then place names and conditions are shortened, the longer first, keeping the
/// country code: "Santiago de l…, DO".
struct ListTableRenderer {
    let display: DisplaySettings
    /// The kept air quality of the places that have some.
    var air: [PlaceKey: AirQualityReport] = [:]
    /// The columns the table must fit; nil fits nothing and leaves the AQI column out.
    var width: Int?
    /// The places with an alert in force among their kept alerts: their names get "(!)".
    var alerted: Set<PlaceKey> = []

    private var columns: [BoxTable.Column] {
        let words = display.words
        return [
            .init(title: words("Place"), minimum: 8, comfortable: 16),
            .init(title: words("Temp"), alignRight: true),
            .init(title: words("Condition"), dropOrder: 5, minimum: 8, comfortable: 14),
            .init(title: words("High / Low"), dropOrder: 3),
            .init(title: words("Humidity"), alignRight: true, dropOrder: 2),
            .init(title: words("Wind"), dropOrder: 4), .init(title: words("Observed")),
        ]
    }

    func render(_ reports: [WeatherReport]) -> String {
        let rows = reports.map { report -> [BoxTable.Cell] in
            let row = PlaceSummary(report, display: display)
            let country = ", \(report.place.countryCode.terminalSafe)"
            return [
                alerted.contains(report.place.key)
                    ? .init(row.place + " (!)", .warning, keeping: country + " (!)")
                    : .init(row.place, .emphasis, keeping: country),
                .init(row.temperature, row.temperatureStyle),
                row.condition.map { .init(row.conditionIcon + $0, row.conditionStyle) } ?? .init("–"),
                .init(row.highAndLow ?? PlaceSummary.missing),
                .init(row.humidity ?? PlaceSummary.missing),
                .init(row.wind ?? PlaceSummary.missing),
                .init(row.ageLabel, row.isStale ? .warning : .muted),
            ]
        }
        // The AQI column needs a known width: it is the first to go when the table is too wide. It is there
        // whether or not any place has air quality kept, so that the table's layout depends on the width
        // alone, not on whether `wxapp air` ran before.
        if width != nil {
            let withAir = zip(reports, rows).map { report, row in
                Array(row.dropLast()) + [
                    Self.aqi(air[report.place.key], words: display.words), row[row.count - 1],
                ]
            }
            let columns = columns
            return BoxTable(
                columns: columns.dropLast() + [.init(title: "AQI", dropOrder: 1), columns[columns.count - 1]]
            )
            .render(withAir, palette: display.palette, width: width, repertoire: display.repertoire)
        }
        return BoxTable(columns: columns).render(
            rows, palette: display.palette, width: width, repertoire: display.repertoire)
    }

    /// "41 moderate" (the European index, else "US 49 good"), coloured by its level; "–" with none.
    static func aqi(_ report: AirQualityReport?, words: Words) -> BoxTable.Cell {
        let categories = AirQualityText(words)
        if let index = report?.air.europeanIndex {
            let category = categories.text(EuropeanAirQuality(index: index))
            return .init("\(NumberText.format(index)) \(category)", AirQualityView.europeanStyle(index))
        }
        if let index = report?.air.usIndex {
            let (value, category) = (NumberText.format(index), categories.text(USAirQuality(index: index)))
            return .init(words("US \(value) \(category)"), AirQualityView.usStyle(index))
        }
        return .init(PlaceSummary.missing)
    }
}
