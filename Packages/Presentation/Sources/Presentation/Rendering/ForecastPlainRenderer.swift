import Domain

/// `wxapp forecast --format plain`: a sentence per day (or per 3-hour step with `--hourly`), then the
/// temperature chart in ASCII; no colour, no box drawing. Given a width, sentences wrap and the bars and
/// the chart narrow to fit it.
struct ForecastPlainRenderer {
    static let barWidth = 20
    static let chartHeight = 6

    let view: ForecastView

    func render(hourly: Bool) -> String {
        var lines = [
            "Forecast for \(view.place)", view.details.joined(separator: ", ").capitalizingFirstLetter,
        ]
        if !view.skyDetails.isEmpty {
            lines.append(view.skyDetails.joined(separator: "; ").capitalizingFirstLetter)
        }
        if let nowcast = view.nowcastLine { lines.append(nowcast) }
        lines += hourly ? hourlyLines() : dailyLines()
        return view.display.fitted(lines)
    }

    private func dailyLines() -> [String] {
        guard !view.days.isEmpty else { return [] }
        let sentences = view.days.map { day in
            var parts = [sky(day.condition)].compactMap { $0 }
            parts += ["low \(view.temperature(day.minimum))", "high \(view.temperature(day.maximum))"]
            if let chance = view.chance(day.precipitationProbability) {
                parts.append("chance of precipitation \(chance)")
            }
            if let rain = view.amount(day.rain) { parts.append("rain \(rain)") }
            if let snow = view.amount(day.snow) { parts.append("snow \(snow)") }
            if let normal = view.normals?.normal(on: day.date) {
                parts.append(
                    "high \(NormalText.relation(day.maximum, to: normal.high, units: view.display.units)) normal, "
                        + "low \(NormalText.relation(day.minimum, to: normal.low, units: view.display.units)) normal"
                )
            }
            return "\(DayText.short(day.date)): " + parts.joined(separator: ", ")
        }
        let scale = view.scaleLabels(of: view.rangeBar(width: Self.barWidth, unicode: false))
        func bars(width: Int) -> [AlignedColumns.Cell] {
            let bar = view.rangeBar(width: max(1, width - 2), unicode: false)
            return view.days.map {
                .init("|" + bar.bar(from: view.value($0.minimum), to: view.value($0.maximum)) + "|")
            }
        }
        let columns: [AlignedColumns.Column] = [
            .init(view.days.map { .init(DayText.short($0.date)) }),
            .init(view.days.map { .init(view.temperature($0.minimum), alignRight: true) }),
            .init(bars(width: Self.barWidth + 2), minimum: 6, redraw: bars),
            .init(view.days.map { .init(view.temperature($0.maximum)) }),
        ]
        let rows = AlignedColumns.fitting(
            columns, width: view.display.width, repertoire: view.display.repertoire)
        return sentences + ["", "Temperature range, \(scale.low) to \(scale.high):"]
            + rows.lines(palette: .plain)
    }

    private func hourlyLines() -> [String] {
        guard !view.hours.isEmpty else { return [] }
        let sentences = view.hours.map { entry in
            var parts = [sky(entry.primaryCondition)].compactMap { $0 }
            parts.append(view.temperature(entry.temperature))
            if let feelsLike = entry.feelsLike { parts.append("feels like \(view.temperature(feelsLike))") }
            if let chance = view.chance(entry.precipitationProbability) {
                parts.append("chance of precipitation \(chance)")
            }
            if let rain = view.amount(entry.rain) { parts.append("rain \(rain)") }
            if let snow = view.amount(entry.snow) { parts.append("snow \(snow)") }
            if let speed = entry.wind.speed.map({
                MeasurementText.text($0.measurement(in: view.display.units))
            }) {
                parts.append("wind \(speed)" + (entry.wind.compassPoint.map { " from \($0.rawValue)" } ?? ""))
            }
            return "\(DayText.short(view.day(of: entry))), \(view.clock(entry.time)): "
                + parts.joined(separator: ", ")
        }
        let chart = view.hourlyChart(height: Self.chartHeight, unicode: false, width: view.display.width)
        return sentences + ["", "Temperature (\(view.temperatureUnit)), \(view.stepText):"] + chart.lines()
    }

    private func sky(_ condition: WeatherCondition?) -> String? {
        view.description(condition).map {
            ConditionIcon.prefix(for: condition, style: view.display.icons) + $0
        }
    }
}
