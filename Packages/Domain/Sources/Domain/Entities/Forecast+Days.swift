import FoundationEssentials

extension Forecast {
    /// One summary per calendar day at the place (cut at its own midnight, not UTC's nor the machine's),
    /// in date order.
    public func dailySummaries() -> [DailySummary] {
        var days: [(date: LocalDate, entries: [ForecastEntry])] = []
        for entry in entries {
            let date = localDate(of: entry.time)
            if days.last?.date == date {
                days[days.count - 1].entries.append(entry)
            } else {
                days.append((date, [entry]))
            }
        }
        return days.compactMap { day in
            Self.summary(of: day.entries, on: day.date, amountsKnown: amountsKnown) { entry in
                guard let period = entry.period else { return false }
                // Ends by the day's last instant: at its midnight or before.
                return localDate(of: period.end(after: entry.time).addingTimeInterval(-1)) == day.date
            }
        }
    }

    /// True unless the provider is known to give no amount of precipitation with each step: a kept forecast
    /// of an older wxapp, which names no provider, came from one that did.
    private var amountsKnown: Bool { provider?.extras.contains(.precipitationAmounts) ?? true }

    /// At most `limit` daily summaries, starting with the place's day that contains `now`.
    public func days(from now: Date, limit: Int) -> [DailySummary] {
        let today = localDate(of: now)
        return Array(dailySummaries().filter { $0.date >= today }.prefix(max(0, limit)))
    }

    /// The day's summary; the extremes of the periods `withinDay` accepts count towards its low and high.
    private static func summary(
        of entries: [ForecastEntry], on date: LocalDate, amountsKnown: Bool,
        withinDay: (ForecastEntry) -> Bool
    ) -> DailySummary? {
        guard let first = entries.first else { return nil }
        let probabilities = entries.compactMap(\.precipitationProbability)
        let periods = entries.filter(withinDay).compactMap(\.period)
        let lows = entries.map(\.temperature) + periods.compactMap(\.low)
        let highs = entries.map(\.temperature) + periods.compactMap(\.high)
        return DailySummary(
            date: date, entries: entries,
            minimum: lows.min() ?? first.temperature,
            maximum: highs.max() ?? first.temperature,
            condition: dominantCondition(of: entries),
            precipitationProbability: probabilities.max(),
            rain: amountsKnown
                ? Precipitation(millimetres: entries.reduce(0) { $0 + ($1.rain?.millimetres ?? 0) }) : nil,
            snow: amountsKnown
                ? Precipitation(millimetres: entries.reduce(0) { $0 + ($1.snow?.millimetres ?? 0) }) : nil)
    }

    /// The code most steps share, the more severe on a tie, then the higher code; drawn as by day when
    /// any step of that code was.
    private static func dominantCondition(of entries: [ForecastEntry]) -> WeatherCondition? {
        let conditions = entries.compactMap(\.primaryCondition)
        var counts: [Int: Int] = [:]
        for condition in conditions { counts[condition.code, default: 0] += 1 }
        func rank(_ code: Int) -> (Int, Int, Int) {
            (counts[code] ?? 0, ConditionFamily(code: code)?.severity ?? -1, code)
        }
        guard let code = counts.keys.max(by: { rank($0) < rank($1) }) else { return nil }
        let matching = conditions.filter { $0.code == code }
        return matching.first { !$0.isNight } ?? matching.first
    }
}
