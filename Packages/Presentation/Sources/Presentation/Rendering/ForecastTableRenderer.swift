import Domain

/// `wxapp forecast` as a table: a heading, then a row per day with its temperature bar in block
/// characters, or with `--hourly` a temperature chart and a row per 3-hour step.
struct ForecastTableRenderer {
    static let barWidth = 20
    static let chartHeight = 6

    let view: ForecastView

    private var palette: Palette { view.display.palette }

    func render(hourly: Bool) -> String {
        var lines = [
            palette.paint("FORECAST FOR \(view.place.uppercased())", .emphasis),
            palette.paint(
                view.details.joined(separator: " · ").capitalizingFirstLetter,
                view.isStale ? .warning : .muted),
        ]
        if !view.skyDetails.isEmpty {
            lines.append(
                palette.paint(view.skyDetails.joined(separator: " · ").capitalizingFirstLetter, .muted))
        }
        if let nowcast = view.nowcastLine { lines.append(nowcast) }
        lines.append("")
        lines += hourly ? hourlyLines() : dailyLines()
        return lines.joined(separator: "\n") + "\n"
    }

    private func dailyLines() -> [String] {
        let days = view.days
        let bar = view.rangeBar(width: Self.barWidth, unicode: true)
        let scale = view.scaleLabels(of: bar)
        let showRain = days.contains { view.amount($0.rain) != nil }
        let showSnow = days.contains { view.amount($0.snow) != nil }
        var header: [AlignedColumns.Cell] = [
            .init("Day", .header), .init("Sky", .header), .init("Low", .header, alignRight: true),
            .init(
                DisplayWidth.pad(scale.low, to: Self.barWidth - DisplayWidth.of(scale.high)) + scale.high,
                .muted),
            .init("High", .header), .init("Chance", .header, alignRight: true),
        ]
        if showRain { header.append(.init("Rain", .header, alignRight: true)) }
        if showSnow { header.append(.init("Snow", .header, alignRight: true)) }
        let showNormal =
            view.normals.map { normals in days.contains { normals.normal(on: $0.date) != nil } } ?? false
        if showNormal { header.append(.init("vs 1991–2020", .header)) }
        let rows = days.map { day -> [AlignedColumns.Cell] in
            var cells: [AlignedColumns.Cell] = [
                .init(DayText.short(day.date)),
                sky(day.condition),
                temperature(day.minimum, alignRight: true),
                .init(bar.bar(from: view.value(day.minimum), to: view.value(day.maximum))),
                temperature(day.maximum, alignRight: false),
                .init(view.chance(day.precipitationProbability) ?? "–", alignRight: true),
            ]
            if showRain { cells.append(.init(view.amount(day.rain) ?? "–", alignRight: true)) }
            if showSnow { cells.append(.init(view.amount(day.snow) ?? "–", alignRight: true)) }
            if showNormal { cells.append(normal(day)) }
            return cells
        }
        return AlignedColumns(rows: [header] + rows).lines(palette: palette)
    }

    /// "high +3°, low −1°": the day's high and low against their normals, in the chosen units; "–" with none.
    private func normal(_ day: DailySummary) -> AlignedColumns.Cell {
        guard let normal = view.normals?.normal(on: day.date) else { return .init("–", .muted) }
        func signed(_ value: Temperature, _ normal: Temperature) -> String {
            let degrees = Int(
                saturating: NormalText.degrees(value, from: normal, units: view.display.units).rounded())
            return degrees > 0 ? "+\(degrees)°" : degrees < 0 ? "−\(-degrees)°" : "±0°"
        }
        return .init(
            "high \(signed(day.maximum, normal.high)), low \(signed(day.minimum, normal.low))", .muted)
    }

    private func hourlyLines() -> [String] {
        let hours = view.hours
        guard !hours.isEmpty else { return [] }
        let chart = view.hourlyChart(height: Self.chartHeight, unicode: true)
        var lines =
            [palette.paint("Temperature (\(view.temperatureUnit)), \(view.stepText)", .muted)] + chart.lines()
        let rows = hours.map { entry -> [AlignedColumns.Cell] in
            [
                .init(view.clock(entry.time)),
                sky(entry.primaryCondition),
                temperature(entry.temperature, alignRight: true),
                .init(
                    entry.feelsLike.map { "feels " + view.temperature($0) } ?? PlaceSummary.missing, .muted),
                .init(view.chance(entry.precipitationProbability) ?? "–", alignRight: true),
                .init(view.precipitation(entry) ?? "–", alignRight: true),
                .init(WindText.short(entry.wind, units: view.display.units) ?? PlaceSummary.missing),
            ]
        }
        let rendered = AlignedColumns(rows: rows).lines(palette: palette, indent: "  ")
        for index in hours.indices {
            if view.startsDay(index) {
                lines += ["", palette.paint(DayText.short(view.day(of: hours[index])), .emphasis)]
            }
            lines.append(rendered[index])
        }
        return lines
    }

    private func sky(_ condition: WeatherCondition?) -> AlignedColumns.Cell {
        guard let description = view.description(condition) else { return .init("–") }
        return .init(
            ConditionIcon.prefix(for: condition, style: view.display.icons) + description,
            ConditionTheme.style(for: condition))
    }

    private func temperature(_ temperature: Temperature, alignRight: Bool) -> AlignedColumns.Cell {
        .init(
            view.temperature(temperature), Palette.style(forCelsius: temperature.celsius),
            alignRight: alignRight)
    }
}
