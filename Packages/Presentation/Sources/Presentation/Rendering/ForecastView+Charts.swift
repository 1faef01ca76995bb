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

    /// The shown steps' temperatures, each day marked by its weekday under its first step.
    func hourlyChart(height: Int, unicode: Bool) -> TemperatureChart {
        let values = hours.map { value($0.temperature) }
        var marks: [Int: String] = [:]
        for index in hours.indices where startsDay(index) {
            marks[index] = DayText.weekday(day(of: hours[index]))
        }
        return TemperatureChart(
            values: values, topLabel: label(values.max() ?? 0), bottomLabel: label(values.min() ?? 0),
            marks: marks,
            height: height,
            unicode: unicode)
    }

    /// "12°C", "54°F", "285 K": a value of the chart's unit, rounded as everywhere else.
    func label(_ value: Double) -> String {
        MeasurementText.text(Measurement(value: value, unit: temperatureUnit))
    }

    /// True when the step at `index` of `hours` is the first shown of its day.
    func startsDay(_ index: Int) -> Bool {
        index == 0 || day(of: hours[index]) != day(of: hours[index - 1])
    }

    /// "0.5 mm rain", "1.2 mm snow", both joined, or nil when neither is forecast.
    func precipitation(_ entry: ForecastEntry) -> String? {
        let parts = [(amount(entry.rain), "rain"), (amount(entry.snow), "snow")].compactMap { amount, kind in
            amount.map { "\($0) \(kind)" }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
