import FoundationEssentials

extension PhysicalBounds {
    /// Sunshine within one hour.
    public static let hourSunshineSeconds: ClosedRange<Double> = 0...3_600
    /// Sunshine within one day, of 25 hours at most.
    public static let daySunshineSeconds: ClosedRange<Double> = 0...90_000
    /// Rain or snow of one day: more than the most ever measured (1,825 mm, Réunion, 1966).
    public static let dayPrecipitationMillimetres: ClosedRange<Double> = 0...5_000
}

extension PastWeather: PhysicallyBounded {
    /// A day before 1940 or after the day of `now` anywhere, days out of order, an hour outside its day or
    /// after `now`, a value outside physical bounds, or a low above its high, in words; nil otherwise.
    public func implausibility(at now: Date) -> String? {
        let latest = LocalDate(containing: now, utcOffsetSeconds: PhysicalBounds.utcOffsetSeconds.upperBound)
        var previous: LocalDate?
        for day in days {
            let date = day.date.isoText
            guard day.date >= PastDays.earliest, day.date <= latest else {
                return "the past day \(date) lies outside \(PastDays.earliest.isoText)...\(latest.isoText)"
            }
            if let previous, day.date <= previous { return "the past day \(date) is out of order" }
            previous = day.date
            if let problem = day.summary.implausibility {
                return "\(problem) on \(date) is outside physical bounds"
            }
            for hour in day.hours {
                guard hour.date == day.date, hour.time <= now else {
                    return "an hour of \(date) lies outside the day or after now"
                }
                if let problem = PhysicalBounds.offsetProblem(hour.utcOffsetSeconds) { return problem }
                if let problem = hour.implausibility {
                    return "\(problem) on \(date) is outside physical bounds"
                }
            }
            if let low = day.summary.low?.kelvin, let high = day.summary.high?.kelvin, low > high {
                return "the low \(low) K of \(date) is above its high \(high) K"
            }
        }
        return nil
    }
}

extension PastWeather {
    /// The kept days whose every value is believable, each checked at the time it was fetched (`fetchedAt`
    /// for a day not kept yet); nil when none is. A final day is kept for good and would never be fetched
    /// again to fill what was left out, so a day with any value outside bounds is left out whole, to be
    /// fetched again.
    public func keepingPlausible(fetchedAt: Date) -> PastWeather? {
        let kept = days.filter {
            PastWeather(days: [$0]).implausibility(at: $0.fetchedAt ?? fetchedAt) == nil
        }
        return kept.isEmpty ? nil : PastWeather(days: kept)
    }
}

extension PastHour {
    /// The first value outside physical bounds, named; nil when all are within them.
    var implausibility: String? {
        let bounds = PhysicalBounds.self
        let checks: [String?] = [
            bounds.outside("temperature", temperature?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside(
                "precipitation", precipitation?.millimetres, "mm", bounds.precipitationMillimetres),
            bounds.outside("rain", rain?.millimetres, "mm", bounds.precipitationMillimetres),
            bounds.outside("snow", snow?.millimetres, "mm", bounds.precipitationMillimetres),
            bounds.outside("wind speed", wind.speed?.metresPerSecond, "m/s", bounds.windMetresPerSecond),
            bounds.outside("wind direction", wind.directionDegrees, "°", bounds.windDirectionDegrees),
            bounds.outside("sunshine", sunshineSeconds, "s", bounds.hourSunshineSeconds),
        ]
        return checks.lazy.compactMap { $0 }.first
    }
}

extension PastDaySummary {
    /// The first value outside physical bounds, named; nil when all are within them.
    var implausibility: String? {
        let bounds = PhysicalBounds.self
        let checks: [String?] = [
            bounds.outside("high", high?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("low", low?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside(
                "precipitation", precipitation?.millimetres, "mm", bounds.dayPrecipitationMillimetres),
            bounds.outside("rain", rain?.millimetres, "mm", bounds.dayPrecipitationMillimetres),
            bounds.outside("snow", snow?.millimetres, "mm", bounds.dayPrecipitationMillimetres),
            bounds.outside("sunshine", sunshineSeconds, "s", bounds.daySunshineSeconds),
            bounds.outside("wind speed", windMaximum?.metresPerSecond, "m/s", bounds.windMetresPerSecond),
            bounds.outside("wind direction", windDirectionDegrees, "°", bounds.windDirectionDegrees),
        ]
        return checks.lazy.compactMap { $0 }.first
    }
}
