import FoundationEssentials

/// What a kept row (one written by an older wxapp, or by hand) still holds that is believable: a value
/// outside `PhysicalBounds` is shown as missing rather than as data, and `doctor` reports it. Only what
/// wxapp cannot show without (a reading's time and its offset from UTC) makes the row damaged instead.
extension PhysicalBounds {
    /// `value` when its number is finite and within `range`; else nil.
    static func kept<Value>(_ value: Value?, _ number: (Value) -> Double, _ range: ClosedRange<Double>)
        -> Value?
    {
        guard let value, number(value).isFinite, range.contains(number(value)) else { return nil }
        return value
    }
}

extension Readings {
    /// These readings with every one outside `PhysicalBounds` left out, and a low above its high left out
    /// with its high.
    public var keepingPlausible: Readings {
        let bounds = PhysicalBounds.self
        var minimum = bounds.kept(minimum, \.kelvin, bounds.temperatureKelvin)
        var maximum = bounds.kept(maximum, \.kelvin, bounds.temperatureKelvin)
        if let low = minimum, let high = maximum, low.kelvin > high.kelvin {
            (minimum, maximum) = (nil, nil)
        }
        return Readings(
            conditions: conditions, temperature: bounds.kept(temperature, \.kelvin, bounds.temperatureKelvin),
            feelsLike: bounds.kept(feelsLike, \.kelvin, bounds.temperatureKelvin), minimum: minimum,
            maximum: maximum,
            pressure: bounds.kept(pressure, \.hectopascals, bounds.pressureHectopascals),
            humidity: bounds.kept(humidity, \.percent, bounds.humidityPercent),
            dewPoint: bounds.kept(dewPoint, \.kelvin, bounds.temperatureKelvin),
            wind: Wind(
                speed: bounds.kept(wind.speed, \.metresPerSecond, bounds.windMetresPerSecond),
                directionDegrees: bounds.kept(wind.directionDegrees, { $0 }, bounds.windDirectionDegrees),
                gust: bounds.kept(wind.gust, \.metresPerSecond, bounds.windMetresPerSecond)),
            clouds: bounds.kept(clouds, \.coverPercent, bounds.cloudPercent),
            visibility: bounds.kept(visibility, \.metres, bounds.visibilityMetres),
            rain: bounds.kept(rain, \.millimetres, bounds.precipitationMillimetres),
            snow: bounds.kept(snow, \.millimetres, bounds.precipitationMillimetres))
    }
}

extension CurrentWeather {
    /// This kept observation, fetched at `fetchedAt`, with every optional value outside `PhysicalBounds`
    /// left out (readings, sun times, a nowcast); nil when what it cannot be shown without is outside them.
    public func keepingPlausible(fetchedAt: Date) -> CurrentWeather? {
        // Nearly every kept row is within the bounds: it is kept as it is, without a copy.
        if implausibility(at: fetchedAt) == nil { return self }
        let plain = CurrentWeather(
            readings: readings.keepingPlausible, sunrise: nil, sunset: nil, observedAt: observedAt,
            utcOffsetSeconds: utcOffsetSeconds, provider: provider)
        guard plain.implausibility(at: fetchedAt) == nil else { return nil }
        func sunTime(_ time: Date?) -> Date? {
            let probe = CurrentWeather(
                readings: plain.readings, sunrise: time, sunset: nil, observedAt: observedAt,
                utcOffsetSeconds: utcOffsetSeconds)
            return probe.implausibility(at: fetchedAt) == nil ? time : nil
        }
        return CurrentWeather(
            readings: plain.readings, sunrise: sunTime(sunrise), sunset: sunTime(sunset),
            observedAt: observedAt,
            utcOffsetSeconds: utcOffsetSeconds, provider: provider,
            nowcast: nowcast.flatMap { $0.implausibility(at: fetchedAt) == nil ? $0 : nil },
            station: station.flatMap { PhysicalBounds.stationProblem($0) == nil ? $0 : nil },
            passedOver: passedOver, receivedAt: receivedAt)
    }
}

extension Forecast {
    /// This kept forecast, fetched at `fetchedAt`, with every reading, chance and period extreme outside
    /// `PhysicalBounds` left out, and every step whose time or temperature is outside them; nil when no step
    /// is left or its offset is no zone's.
    public func keepingPlausible(fetchedAt: Date) -> Forecast? {
        if implausibility(at: fetchedAt) == nil { return self }
        let bounds = PhysicalBounds.self
        let latest = fetchedAt.addingTimeInterval(bounds.forecastAheadSeconds)
        let steps = entries.compactMap { entry -> ForecastEntry? in
            guard
                bounds.timeProblem("", entry.time, earliest: bounds.earliestObservation, latest: latest)
                    == nil
            else { return nil }
            return entry.keepingPlausible
        }
        guard !steps.isEmpty, bounds.offsetProblem(utcOffsetSeconds) == nil else { return nil }
        func sunTime(_ time: Date?) -> Date? {
            bounds.sunProblem(sunrise: time, sunset: nil, now: fetchedAt) == nil ? time : nil
        }
        return amended(\.entries, to: steps).amended(\.sunrise, to: sunTime(sunrise))
            .amended(\.sunset, to: sunTime(sunset))
    }
}

extension ForecastEntry {
    /// This step with its readings, chance and period extremes outside `PhysicalBounds` left out; nil when
    /// its temperature is.
    var keepingPlausible: ForecastEntry? {
        let bounds = PhysicalBounds.self
        var low = bounds.kept(period?.low, \.kelvin, bounds.temperatureKelvin)
        var high = bounds.kept(period?.high, \.kelvin, bounds.temperatureKelvin)
        if let lowest = low, let highest = high, lowest.kelvin > highest.kelvin { (low, high) = (nil, nil) }
        return ForecastEntry(
            time: time, readings: readings.keepingPlausible,
            precipitationProbability: bounds.kept(precipitationProbability, { $0 }, bounds.probability),
            period: period.flatMap { PeriodExtremes(hours: $0.hours, low: low, high: high) })
    }
}

extension AirQuality {
    /// This kept reading, fetched at `fetchedAt`, with every index, pollutant and UV index outside what the
    /// air can hold left out; nil when its time is more than a week before `fetchedAt` or a day after it,
    /// its offset no zone's, or a pollen value outside its bounds: a plant left out of `pollen` reads as not
    /// reported this hour, which a value outside the bounds is not, so the reading is fetched again.
    public func keepingPlausible(fetchedAt: Date) -> AirQuality? {
        // Nearly every kept row is within the bounds: it is kept as it is, without a copy.
        if implausibility(at: fetchedAt) == nil { return self }
        let ranges = Self.ranges
        let plain = AirQuality(
            observedAt: observedAt, utcOffsetSeconds: utcOffsetSeconds, europeanIndex: nil, usIndex: nil,
            pm25: nil, pm10: nil, ozone: nil, nitrogenDioxide: nil, uvIndex: nil, uvIndexMaximum: nil,
            pollen: nil)
        guard plain.implausibility(at: fetchedAt) == nil,
            (pollen ?? [:]).values.allSatisfy({ PhysicalBounds.kept($0, { $0 }, ranges.pollen) != nil })
        else { return nil }
        func kept(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
            PhysicalBounds.kept(value, { $0 }, range)
        }
        return AirQuality(
            observedAt: observedAt, utcOffsetSeconds: utcOffsetSeconds,
            europeanIndex: kept(europeanIndex, ranges.index), usIndex: kept(usIndex, ranges.index),
            pm25: kept(pm25, ranges.pm25), pm10: kept(pm10, ranges.pm10), ozone: kept(ozone, ranges.ozone),
            nitrogenDioxide: kept(nitrogenDioxide, ranges.nitrogenDioxide),
            uvIndex: kept(uvIndex, ranges.uvIndex), uvIndexMaximum: kept(uvIndexMaximum, ranges.uvIndex),
            pollen: pollen)
    }
}
