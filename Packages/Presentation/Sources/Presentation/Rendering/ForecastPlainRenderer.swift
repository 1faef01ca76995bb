import Domain

/// `wxapp forecast --format plain`: a sentence per day (or per 3-hour step with `--hourly`), then the
/// temperature chart in ASCII; no colour, no box drawing. Given a width, sentences wrap and the bars and
/// the chart narrow to fit it.
struct ForecastPlainRenderer {
    static let barWidth = 20
    static let chartHeight = 6

    let view: ForecastView

    private var words: Words { view.display.words }

    func render(hourly: Bool) -> String {
        var lines = [
            words("Forecast for \(view.place)"),
            view.details.joined(separator: words.phraseSeparator).capitalizingFirstLetter,
        ]
        if !view.skyDetails.isEmpty {
            lines.append(view.skyDetails.joined(separator: words.clauseSeparator).capitalizingFirstLetter)
        }
        if let nowcast = view.nowcastLine { lines.append(nowcast) }
        lines += hourly ? hourlyLines() : dailyLines()
        return view.display.fitted(lines)
    }

    private func dailyLines() -> [String] {
        guard !view.days.isEmpty else { return [] }
        let dayText = DayText(words)
        let normalText = NormalText(words, units: view.display.units)
        let sentences = view.days.map { day in
            var parts = [sky(day.condition)].compactMap { $0 }
            let (low, high) = (view.temperature(day.minimum), view.temperature(day.maximum))
            parts += [words("low \(low)"), words("high \(high)")]
            parts += common(chance: day.precipitationProbability, rain: day.rain, snow: day.snow)
            if let normal = view.normals?.normal(on: day.date) {
                parts.append(normalText.high(day.maximum, normal: normal.high))
                parts.append(normalText.low(day.minimum, normal: normal.low))
            }
            let date = dayText.short(day.date)
            let sentence = parts.joined(separator: words.phraseSeparator)
            return words("\(date): \(sentence)")
        }
        let scale = view.scaleLabels(of: view.rangeBar(width: Self.barWidth, unicode: false))
        func bars(width: Int) -> [AlignedColumns.Cell] {
            let bar = view.rangeBar(width: max(1, width - 2), unicode: false)
            return view.days.map {
                .init("|" + bar.bar(from: view.value($0.minimum), to: view.value($0.maximum)) + "|")
            }
        }
        let columns: [AlignedColumns.Column] = [
            .init(view.days.map { .init(dayText.short($0.date)) }),
            .init(view.days.map { .init(view.temperature($0.minimum), alignRight: true) }),
            .init(bars(width: Self.barWidth + 2), minimum: 6, redraw: bars),
            .init(view.days.map { .init(view.temperature($0.maximum)) }),
        ]
        let rows = AlignedColumns.fitting(
            columns, width: view.display.width, repertoire: view.display.repertoire)
        return sentences + ["", words("Temperature range, \(scale.low) to \(scale.high):")]
            + rows.lines(palette: .plain)
    }

    private func hourlyLines() -> [String] {
        guard !view.hours.isEmpty else { return [] }
        let sentences = view.hours.map { entry in
            var parts = [sky(entry.primaryCondition)].compactMap { $0 }
            parts.append(view.temperature(entry.temperature))
            if let feelsLike = entry.feelsLike.map(view.temperature) {
                parts.append(words("feels like \(feelsLike)"))
            }
            parts += common(chance: entry.precipitationProbability, rain: entry.rain, snow: entry.snow)
            if let speed = entry.wind.speed.map({
                MeasurementText(words).text($0.measurement(in: view.display.units))
            }) {
                let direction = entry.wind.compassPoint.map(CompassText(words).text)
                parts.append(WindText.sentence(speed: speed, from: direction, words: words))
            }
            let (date, time) = (DayText(words).short(view.day(of: entry)), view.clock(entry.time))
            let sentence = parts.joined(separator: words.phraseSeparator)
            return words("\(date), \(time): \(sentence)")
        }
        let chart = view.hourlyChart(height: Self.chartHeight, unicode: false, width: view.display.width)
        return sentences + ["", words("Temperature (\(view.temperatureUnit)), \(view.stepText):")]
            + chart.lines()
    }

    /// "chance of precipitation 40%", "rain 2.3 mm", "snow 1 cm": those the step or day has.
    private func common(chance: Double?, rain: Precipitation?, snow: Precipitation?) -> [String] {
        [
            view.chance(chance).map { words("chance of precipitation \($0)") },
            view.amount(rain).map { words("rain \($0)") }, view.amount(snow).map { words("snow \($0)") },
        ].compactMap { $0 }
    }

    private func sky(_ condition: WeatherCondition?) -> String? {
        view.description(condition).map {
            ConditionIcon.prefix(for: condition, style: view.display.icons) + $0
        }
    }
}
