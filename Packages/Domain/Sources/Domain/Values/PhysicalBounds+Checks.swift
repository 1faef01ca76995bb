import FoundationEssentials

extension Readings {
    /// The first reading outside `PhysicalBounds`, named with its value ("humidity 120 %"), or a low above
    /// its high; nil when every reading the service sent is plausible.
    public var implausibleReading: String? {
        let bounds = PhysicalBounds.self
        let checks: [String?] = [
            bounds.outside("temperature", temperature?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("feels-like temperature", feelsLike?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("low", minimum?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("high", maximum?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("humidity", humidity?.percent, "%", bounds.humidityPercent),
            bounds.outside("dew point", dewPoint?.kelvin, "K", bounds.temperatureKelvin),
            bounds.outside("pressure", pressure?.hectopascals, "hPa", bounds.pressureHectopascals),
            bounds.outside("wind speed", wind.speed?.metresPerSecond, "m/s", bounds.windMetresPerSecond),
            bounds.outside("wind direction", wind.directionDegrees, "°", bounds.windDirectionDegrees),
            bounds.outside("wind gust", wind.gust?.metresPerSecond, "m/s", bounds.windMetresPerSecond),
            bounds.outside("cloud cover", clouds?.coverPercent, "%", bounds.cloudPercent),
            bounds.outside("visibility", visibility?.metres, "m", bounds.visibilityMetres),
            bounds.outside("rain", rain?.millimetres, "mm", bounds.precipitationMillimetres),
            bounds.outside("snow", snow?.millimetres, "mm", bounds.precipitationMillimetres),
        ]
        if let problem = checks.lazy.compactMap({ $0 }).first { return problem }
        if let low = minimum?.kelvin, let high = maximum?.kelvin, low > high {
            return "the low \(low) K is above the high \(high) K"
        }
        return nil
    }
}

extension CurrentWeather {
    /// The first reading outside `PhysicalBounds`, an observation time before 2000 or more than a day after
    /// `now`, an offset no zone uses, a sunrise or sunset before 2000 or beyond any forecast's reach, or a
    /// nowcast outside its bounds, in words; nil when the observation is believable.
    public func implausibility(at now: Date) -> String? {
        let bounds = PhysicalBounds.self
        if let reading = readings.implausibleReading { return "\(reading) is outside physical bounds" }
        if let problem = bounds.timeProblem(
            "observation time", observedAt, earliest: bounds.earliestObservation,
            latest: now.addingTimeInterval(bounds.futureObservationSeconds))
        {
            return problem
        }
        if let problem = bounds.offsetProblem(utcOffsetSeconds) { return problem }
        if let problem = bounds.sunProblem(sunrise: sunrise, sunset: sunset, now: now) { return problem }
        if let station, let problem = bounds.stationProblem(station) { return problem }
        return nowcast?.implausibility(at: now)
    }
}

extension Nowcast {
    /// A step more than a day from `now` or with precipitation outside its bounds, in words; nil otherwise.
    public func implausibility(at now: Date) -> String? {
        let bounds = PhysicalBounds.self
        for step in steps {
            if let problem = bounds.timeProblem(
                "nowcast step", step.time, earliest: now.addingTimeInterval(-bounds.nowcastSeconds),
                latest: now.addingTimeInterval(bounds.nowcastSeconds))
            {
                return problem
            }
            if let value = bounds.outside(
                "nowcast precipitation", step.precipitationMillimetres, "mm", bounds.nowcastMillimetres)
            {
                return "\(value) is outside physical bounds"
            }
        }
        return nil
    }
}

extension Forecast {
    /// The first step's reading or chance outside `PhysicalBounds`, a step or sun time before 2000 or more
    /// than 17 days after `now`, or an offset no zone uses, in words; nil when every step is believable.
    public func implausibility(at now: Date) -> String? {
        let bounds = PhysicalBounds.self
        let latest = now.addingTimeInterval(bounds.forecastAheadSeconds)
        for entry in entries {
            if let reading = entry.readings.implausibleReading {
                return "the forecast's \(reading) is outside physical bounds"
            }
            if let chance = bounds.outside(
                "chance of precipitation", entry.precipitationProbability, "", bounds.probability)
            {
                return "the forecast's \(chance) is outside 0...1"
            }
            if let period = entry.period {
                if let extreme =
                    bounds.outside("period low", period.low?.kelvin, "K", bounds.temperatureKelvin)
                    ?? bounds.outside("period high", period.high?.kelvin, "K", bounds.temperatureKelvin)
                {
                    return "the forecast's \(extreme) is outside physical bounds"
                }
                if let low = period.low, let high = period.high, low > high {
                    return "the forecast's period low \(low.kelvin) K is above its high \(high.kelvin) K"
                }
            }
            if let problem = bounds.timeProblem(
                "forecast step", entry.time, earliest: bounds.earliestObservation, latest: latest)
            {
                return problem
            }
        }
        return bounds.sunProblem(sunrise: sunrise, sunset: sunset, now: now)
            ?? bounds.offsetProblem(utcOffsetSeconds)
    }
}

extension AirQuality {
    /// A value outside what the air can hold, a time more than a week old or a day ahead of `now`, or an
    /// offset no zone uses, in words; nil when the reading is believable.
    public func implausibility(at now: Date) -> String? {
        let bounds = PhysicalBounds.self
        if let value = implausibleValue { return "the air quality's \(value) is out of range" }
        if let problem = bounds.timeProblem(
            "air-quality time", observedAt, earliest: now.addingTimeInterval(-bounds.airQualityAgeSeconds),
            latest: now.addingTimeInterval(bounds.futureObservationSeconds))
        {
            return problem
        }
        return bounds.offsetProblem(utcOffsetSeconds)
    }
}

extension ClimateNormals {
    /// A measured day outside 1991–2020, a high or low outside `PhysicalBounds`, or a low above its high, in
    /// words; nil when every day is believable.
    public static func implausibility(of measured: [Measured]) -> String? {
        let bounds = PhysicalBounds.self
        for day in measured {
            guard (firstYear...lastYear).contains(day.date.year) else {
                return "the measured day \(day.date) lies outside \(firstYear)–\(lastYear)"
            }
            let high = day.highCelsius.map { $0 + 273.15 }
            let low = day.lowCelsius.map { $0 + 273.15 }
            if let problem = bounds.outside("measured high", high, "K", bounds.temperatureKelvin)
                ?? bounds.outside("measured low", low, "K", bounds.temperatureKelvin)
            {
                return "\(problem) is outside physical bounds"
            }
            if let high, let low, low > high {
                return "the measured low \(low) K of \(day.date) is above its high \(high) K"
            }
        }
        return nil
    }

    /// A normal outside `PhysicalBounds` or a low above its high, in words; nil when every day is believable.
    public var implausibility: String? {
        let bounds = PhysicalBounds.self
        for day in days {
            if let problem = bounds.outside("normal high", day.high.kelvin, "K", bounds.temperatureKelvin)
                ?? bounds.outside("normal low", day.low.kelvin, "K", bounds.temperatureKelvin)
            {
                return "\(problem) is outside physical bounds"
            }
            if day.low.kelvin > day.high.kelvin {
                return "the normal low of \(day.month)-\(day.day) is above its high"
            }
        }
        return nil
    }
}

extension WeatherAlert {
    /// A start or end before 2000 or more than a year after `now`, or an end before the start, in words;
    /// nil when the alert's times are believable.
    public func implausibility(at now: Date) -> String? {
        let bounds = PhysicalBounds.self
        let latest = now.addingTimeInterval(bounds.alertAheadSeconds)
        for (name, time) in [("alert start", start), ("alert end", end)] {
            guard let time else { continue }
            if let problem = bounds.timeProblem(
                name, time, earliest: bounds.earliestObservation, latest: latest)
            {
                return problem
            }
        }
        if let start, let end, end < start { return "the alert ends before it starts" }
        return nil
    }
}

extension [WeatherAlert] {
    /// The first alert's times outside `PhysicalBounds`, in words; nil when every alert's are believable.
    public func implausibility(at now: Date) -> String? {
        lazy.compactMap { $0.implausibility(at: now) }.first
    }
}
