import Domain

/// `show --date` as a table: for one day a card (its values, then a row for each of its hours), for several
/// a heading and a row for each day, as `forecast` lays out its days. Columns give way to a narrow width:
/// sunshine, wind and precipitation go first, the sky is shortened.
struct PastDaysTableRenderer {
    let view: PastDaysView

    private var display: DisplaySettings { view.display }
    private var palette: Palette { display.palette }
    private var words: Words { view.words }

    func render() -> String {
        let lines = view.days.count == 1 ? card(view.days[0]) : rows()
        guard let width = display.width else { return lines.joined(separator: "\n") + "\n" }
        return lines.flatMap { FittedText.wrap($0, width: width) }.joined(separator: "\n") + "\n"
    }

    /// A title, the weather of the day, a rule, the labelled values and the hours.
    private func card(_ day: PastDay) -> [String] {
        let shown = display.repertoire.text
        let (place, date) = (view.place, view.dates)
        let title = shown(words("\(place): \(date)", context: "past days title"))
        let condition = view.condition(day.summary.condition, capitalized: true).map(shown)
        let fields = view.fields(of: day)
        let labelWidth = fields.map { DisplayWidth.of(shown($0.label)) }.max() ?? 0
        let rows = fields.map {
            (DisplayWidth.pad(shown($0.label), to: labelWidth + 2), shown($0.value), $0.style)
        }
        let widest = ([title, condition ?? ""] + rows.map { $0.0 + $0.1 }).map(DisplayWidth.of).max() ?? 0
        let rule = String(
            repeating: display.repertoire.allowsUnicode ? "─" : "-",
            count: min(widest, display.width ?? widest))
        var lines = [palette.paint(title, .emphasis)]
        if let condition {
            lines.append(palette.paint(condition, ConditionTheme.style(for: day.summary.condition)))
        }
        lines.append(palette.paint(rule, .muted))
        lines += rows.map { label, value, style in palette.paint(label, .muted) + palette.paint(value, style)
        }
        return day.hours.isEmpty ? lines : lines + [""] + hours(day.hours)
    }

    /// A row for each hour: its time, sky, temperature, precipitation, sunshine and wind.
    private func hours(_ hours: [PastHour]) -> [String] {
        func cell(_ text: String?, alignRight: Bool = false) -> AlignedColumns.Cell {
            .init(text ?? "–", text == nil ? .muted : .plain, alignRight: alignRight)
        }
        let columns: [AlignedColumns.Column] = [
            .init([.init(words("Hour"), .header)] + hours.map { .init(view.clock($0)) }),
            .init(
                [.init(words("Sky"), .header)] + hours.map { sky($0.condition) }, dropOrder: 4, minimum: 8,
                comfortable: 12),
            .init(
                [.init(words("Temp"), .header, alignRight: true)]
                    + hours.map { temperature($0.temperature, alignRight: true) }),
            .init(
                [.init(words("Precip"), .header, alignRight: true)]
                    + hours.map { cell(view.amount($0.precipitation), alignRight: true) }, dropOrder: 3),
            .init(
                [.init(words("Sun"), .header, alignRight: true)]
                    + hours.map { cell(view.minutes($0.sunshineSeconds), alignRight: true) }, dropOrder: 1),
            .init(
                [.init(words("Wind"), .header)] + hours.map { cell(view.shortWind($0.wind)) }, dropOrder: 2),
        ]
        return AlignedColumns.fitting(columns, width: display.width, repertoire: display.repertoire)
            .lines(palette: palette)
    }

    /// A heading of the days, what is said of them, and a row for each.
    private func rows() -> [String] {
        let (place, dates) = (view.place, view.dates)
        let shown = display.repertoire.text
        var lines = FittedText.wrap(
            palette.paint(
                shown(words("\(place): \(dates)", context: "past days title").uppercased()), .emphasis),
            width: display.width)
        var details = view.details.map(shown)
        if !details.isEmpty { details[0] = details[0].capitalizingFirstLetter }
        lines += FittedText.packed(details, separator: shown(" · "), width: display.width).map {
            palette.paint($0, view.isStale ? .warning : .muted)
        }
        lines.append("")
        let days = view.days
        func cell(_ text: String?, alignRight: Bool = true) -> AlignedColumns.Cell {
            .init(text ?? "–", text == nil ? .muted : .plain, alignRight: alignRight)
        }
        var columns: [AlignedColumns.Column] = [
            .init([.init(words("Day"), .header)] + days.map { .init(view.rowDate($0.date)) }),
            .init(
                [.init(words("Sky"), .header)] + days.map { sky($0.summary.condition) }, dropOrder: 5,
                minimum: 8, comfortable: 12),
            .init(
                [.init(words("Low"), .header, alignRight: true)]
                    + days.map { temperature($0.summary.low, alignRight: true) }),
            .init(
                [.init(words("High"), .header, alignRight: true)]
                    + days.map { temperature($0.summary.high, alignRight: true) }),
            .init(
                [.init(words("Precip"), .header, alignRight: true)]
                    + days.map { cell(view.amount($0.summary.precipitation)) }, dropOrder: 4),
            .init(
                [.init(words("Sun"), .header, alignRight: true)]
                    + days.map { cell(view.sunshine($0.summary.sunshineSeconds)) }, dropOrder: 2),
            .init(
                [.init(words("Wind"), .header)]
                    + days.map { cell(view.shortWind($0.summary), alignRight: false) },
                dropOrder: 3),
        ]
        if days.contains(where: { view.normal($0) != nil }) {
            columns.append(
                .init(
                    [.init(words("vs 1991–2020"), .header)]
                        + days.map { .init(view.normal($0) ?? "–", .muted) },
                    dropOrder: 1))
        }
        if days.contains(where: \.preliminary) {
            columns.append(
                .init(
                    [.init("", .header)]
                        + days.map { .init($0.preliminary ? words("preliminary") : "", .muted) }))
        }
        return lines
            + AlignedColumns.fitting(columns, width: display.width, repertoire: display.repertoire)
            .lines(palette: palette)
    }

    private func sky(_ condition: WeatherCondition?) -> AlignedColumns.Cell {
        guard let text = view.condition(condition) else { return .init("–", .muted) }
        return .init(text, ConditionTheme.style(for: condition))
    }

    private func temperature(_ temperature: Temperature?, alignRight: Bool) -> AlignedColumns.Cell {
        guard let temperature, let text = view.temperature(temperature) else {
            return .init("–", .muted, alignRight: alignRight)
        }
        return .init(text, Palette.style(forCelsius: temperature.celsius), alignRight: alignRight)
    }
}
