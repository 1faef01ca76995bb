import Domain

/// `wxapp forecast` as a table: a heading, then a row per day with its temperature bar in block
/// characters, or with `--hourly` a temperature chart and a row per 3-hour step.
///
/// To fit a width, the daily columns are dropped in this order: vs 1991–2020, Snow, Rain, Chance, the bar,
/// Sky; the bar first narrows to its scale's labels and the sky is shortened to 8 columns before either
/// goes. Hourly rows drop the feels-like temperature, then precipitation, wind, chance and sky.
struct ForecastTableRenderer {
    static let barWidth = 20
    static let chartHeight = 6

    let view: ForecastView

    private var palette: Palette { view.display.palette }
    private var words: Words { view.display.words }
    private var repertoire: TextRepertoire { view.display.repertoire }

    /// What follows the heading: a row per day, the steps with a temperature chart, or a meteogram.
    enum Body {
        case daily
        case hourly
        case chart
    }

    func render(_ body: Body) -> String {
        let width = view.display.width
        var lines = FittedText.wrap(
            palette.paint(repertoire.text(words("Forecast for \(view.place)").uppercased()), .emphasis),
            width: width
        )
        lines += heading(view.details, style: view.isStale ? .warning : .muted)
        if !view.skyDetails.isEmpty {
            lines += heading(view.skyDetails, style: .muted)
        }
        if let nowcast = view.nowcastLine { lines += FittedText.wrap(repertoire.text(nowcast), width: width) }
        lines.append("")
        switch body {
        case .daily: lines += dailyLines()
        case .hourly: lines += hourlyLines()
        case .chart: lines += chartLines()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Local time UTC+09:00 · sunrise 06:20 · …", on as many lines as the width needs.
    private func heading(_ parts: [String], style: TextStyle) -> [String] {
        var shown = parts.map(repertoire.text)
        if !shown.isEmpty { shown[0] = shown[0].capitalizingFirstLetter }
        return FittedText.packed(shown, separator: repertoire.text(" · "), width: view.display.width).map {
            palette.paint($0, style)
        }
    }

    private func dailyLines() -> [String] {
        let days = view.days
        let unicode = repertoire.allowsUnicode
        let scale = view.scaleLabels(of: view.rangeBar(width: Self.barWidth, unicode: unicode))
        let low = repertoire.text(scale.low)
        let high = repertoire.text(scale.high)
        func bars(width: Int) -> [AlignedColumns.Cell] {
            let bar = view.rangeBar(width: width, unicode: unicode)
            return [.init(DisplayWidth.pad(low, to: width - DisplayWidth.of(high)) + high, .muted)]
                + days.map { .init(bar.bar(from: view.value($0.minimum), to: view.value($0.maximum))) }
        }
        let scaleWidth = DisplayWidth.of(low) + 1 + DisplayWidth.of(high)
        let dayText = DayText(words)
        var columns: [AlignedColumns.Column] = [
            .init([.init(words("Day"), .header)] + days.map { .init(dayText.short($0.date)) }),
            .init(
                [.init(words("Sky"), .header)] + days.map { sky($0.condition) }, dropOrder: 6, minimum: 8,
                comfortable: 12, shortenOrder: 2),
            .init(
                [.init(words("Low"), .header, alignRight: true)]
                    + days.map { temperature($0.minimum, alignRight: true) }),
            .init(
                bars(width: Self.barWidth), dropOrder: 5, minimum: scaleWidth, comfortable: scaleWidth,
                redraw: bars),
            .init([.init(words("High"), .header)] + days.map { temperature($0.maximum, alignRight: false) }),
            .init(
                [.init(words("Chance"), .header, alignRight: true)]
                    + days.map { .init(view.chance($0.precipitationProbability) ?? "–", alignRight: true) },
                dropOrder: 4),
        ]
        if days.contains(where: { view.amount($0.rain) != nil }) {
            columns.append(
                .init(
                    [.init(words("Rain"), .header, alignRight: true)]
                        + days.map { .init(view.amount($0.rain) ?? "–", alignRight: true) }, dropOrder: 3))
        }
        if days.contains(where: { view.amount($0.snow) != nil }) {
            columns.append(
                .init(
                    [.init(words("Snow"), .header, alignRight: true)]
                        + days.map { .init(view.amount($0.snow) ?? "–", alignRight: true) }, dropOrder: 2))
        }
        let showNormal =
            view.normals.map { normals in days.contains { normals.normal(on: $0.date) != nil } } ?? false
        if showNormal {
            columns.append(.init([.init(words("vs 1991–2020"), .header)] + days.map(normal), dropOrder: 1))
        }
        return AlignedColumns.fitting(columns, width: view.display.width, repertoire: repertoire)
            .lines(palette: palette)
    }

    /// "high +3°, low −1°": the day's high and low against their normals, in the chosen units; "–" with none.
    private func normal(_ day: DailySummary) -> AlignedColumns.Cell {
        guard let normal = view.normals?.normal(on: day.date) else { return .init("–", .muted) }
        return .init(
            NormalText(words, units: view.display.units).signed(
                high: day.maximum, low: day.minimum, normal: normal),
            .muted)
    }

    private func hourlyLines() -> [String] {
        let hours = view.hours
        guard !hours.isEmpty else { return [] }
        let chart = view.hourlyChart(
            height: Self.chartHeight, unicode: repertoire.allowsUnicode, width: view.display.width)
        var lines =
            [
                palette.paint(
                    repertoire.text(words("Temperature (\(view.temperatureUnit)), \(view.stepText)")), .muted)
            ]
            + chart.lines()
        let units = view.display.units
        let columns: [AlignedColumns.Column] = [
            .init(hours.map { .init(view.clock($0.time)) }),
            .init(
                hours.map { sky($0.primaryCondition) }, dropOrder: 5, minimum: 8, comfortable: 12),
            .init(hours.map { temperature($0.temperature, alignRight: true) }),
            .init(
                hours.map {
                    .init(
                        $0.feelsLike.map { feels in words("feels \(view.temperature(feels))") }
                            ?? PlaceSummary.missing, .muted)
                }, dropOrder: 1),
            .init(
                hours.map { .init(view.chance($0.precipitationProbability) ?? "–", alignRight: true) },
                dropOrder: 4),
            .init(hours.map { .init(view.precipitation($0) ?? "–", alignRight: true) }, dropOrder: 2),
            .init(
                hours.map {
                    .init(
                        WindText.short($0.wind, units: units, arrow: repertoire.allowsUnicode, words: words)
                            ?? PlaceSummary.missing)
                }, dropOrder: 3),
        ]
        let rendered = AlignedColumns.fitting(
            columns, width: view.display.width, indent: 2, repertoire: repertoire
        ).lines(palette: palette, indent: "  ")
        for index in hours.indices {
            if view.startsDay(index) {
                lines += ["", palette.paint(DayText(words).short(view.day(of: hours[index])), .emphasis)]
            }
            lines.append(rendered[index])
        }
        return lines
    }

    /// The meteogram of the next hours under a line that says what it shows.
    private func chartLines() -> [String] {
        let hours = ForecastView.meteogramHours
        let caption = words.plural(
            hours, "Next \(hours) hour: temperature, precipitation per hour and its chance, wind",
            "Next \(hours) hours: temperature, precipitation per hour and its chance, wind")
        let width = view.display.width
        return FittedText.wrap(palette.paint(repertoire.text(caption), .muted), width: width)
            + view.meteogram(width: width).lines(palette: palette)
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
