import Domain

extension ForecastView {
    /// The daily bars' shared scale, from the lowest low to the highest high shown.
    func rangeBar(width: Int, unicode: Bool) -> TemperatureRangeBar {
        TemperatureRangeBar(
            lowest: days.map { value($0.minimum) }.min() ?? 0,
            highest: days.map { value($0.maximum) }.max() ?? 0,
            width: width, unicode: unicode)
    }

    /// "12°C" and "24°C": the ends of the daily bars' scale.
    func scaleLabels(of bar: TemperatureRangeBar) -> (low: String, high: String) {
        (label(bar.lowest), label(bar.highest))
    }

    /// The shown steps' temperatures, each day marked by its weekday under its first step; no wider than
    /// `width` columns, labels included, when it is given.
    func hourlyChart(height: Int, unicode: Bool, width: Int? = nil) -> TemperatureChart {
        // At most one column per step and `maximumChartColumns` in all: a week of hours takes every other.
        let all = hours.map { value($0.temperature) }
        let labelWidth = max(
            DisplayWidth.of(label(all.max() ?? 0)), DisplayWidth.of(label(all.min() ?? 0)))
        let plotWidth = width.map { max(1, $0 - labelWidth - 2) }
        let columns = min(Self.maximumChartColumns, plotWidth ?? Self.maximumChartColumns)
        let every = max(1, (hours.count + columns - 1) / columns)
        let shown = Array(stride(from: 0, to: hours.count, by: every))
        let values = shown.map { value(hours[$0].temperature) }
        var marks: [Int: String] = [:]
        for (column, index) in shown.enumerated() {
            let previous = column == 0 ? nil : shown[column - 1]
            let startsNewDay = previous.map { day(of: hours[$0]) != day(of: hours[index]) } ?? true
            if startsNewDay { marks[column] = DayText(display.words).weekday(day(of: hours[index])) }
        }
        return TemperatureChart(
            values: values, topLabel: label(values.max() ?? 0), bottomLabel: label(values.min() ?? 0),
            marks: marks,
            height: height,
            unicode: unicode, plotWidth: plotWidth)
    }

    /// The widest an hourly chart grows, in columns, so that it fits a wide terminal.
    static let maximumChartColumns = 96

    /// "12°C", "54°F", "285 K": a value of the chart's unit, rounded as everywhere else.
    func label(_ value: Double) -> String {
        MeasurementText(display.words).text(Measurement(value: value, unit: temperatureUnit))
    }

    /// True when the step at `index` of `hours` is the first shown of its day.
    func startsDay(_ index: Int) -> Bool {
        index == 0 || day(of: hours[index]) != day(of: hours[index - 1])
    }

    /// "0.5 mm rain", "1.2 mm snow", both joined, or nil when neither is forecast.
    func precipitation(_ entry: ForecastEntry) -> String? {
        let words = display.words
        let parts = [
            amount(entry.rain).map { words("\($0) rain") }, amount(entry.snow).map { words("\($0) snow") },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: words.phraseSeparator)
    }
}
