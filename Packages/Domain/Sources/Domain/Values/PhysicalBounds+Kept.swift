import FoundationEssentials

/// What a kept row (one written by an older wxapp, or by hand) still holds that is believable: a value
/// outside `PhysicalBounds` is shown as missing rather than as data, and `doctor` reports it. Only what
/// wxapp cannot show without (a reading's time and its offset from UTC) makes the row damaged instead.
extension Readings {
    /// These readings with every one outside `PhysicalBounds` left out, and a low above its high left out
    /// with its high.
    public var keepingPlausible: Readings {
        let bounds = PhysicalBounds.self
        func kept<Value>(_ value: Value?, _ number: (Value) -> Double, _ range: ClosedRange<Double>) -> Value?
        {
            guard let value, number(value).isFinite, range.contains(number(value)) else { return nil }
            return value
        }
        var minimum = kept(minimum, \.kelvin, bounds.temperatureKelvin)
        var maximum = kept(maximum, \.kelvin, bounds.temperatureKelvin)
        if let low = minimum, let high = maximum, low.kelvin > high.kelvin {
            (minimum, maximum) = (nil, nil)
        }
        return Readings(
            conditions: conditions, temperature: kept(temperature, \.kelvin, bounds.temperatureKelvin),
            feelsLike: kept(feelsLike, \.kelvin, bounds.temperatureKelvin), minimum: minimum,
            maximum: maximum,
            pressure: kept(pressure, \.hectopascals, bounds.pressureHectopascals),
            humidity: kept(humidity, \.percent, bounds.humidityPercent),
            dewPoint: kept(dewPoint, \.kelvin, bounds.temperatureKelvin),
            wind: Wind(
                speed: kept(wind.speed, \.metresPerSecond, bounds.windMetresPerSecond),
                directionDegrees: kept(wind.directionDegrees, { $0 }, bounds.windDirectionDegrees),
                gust: kept(wind.gust, \.metresPerSecond, bounds.windMetresPerSecond)),
            clouds: kept(clouds, \.coverPercent, bounds.cloudPercent),
            visibility: kept(visibility, \.metres, bounds.visibilityMetres),
            rain: kept(rain, \.millimetres, bounds.precipitationMillimetres),
            snow: kept(snow, \.millimetres, bounds.precipitationMillimetres))
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
