import FoundationEssentials

/// The one table of bounds outside which a reading is not believed: a service that sends one has sent
/// data that cannot be read (exit 65), whichever service it is.
public enum PhysicalBounds {
    public static let temperatureKelvin: ClosedRange<Double> = 150...350
    public static let humidityPercent: ClosedRange<Double> = 0...100
    /// Sea-level pressure.
    public static let pressureHectopascals: ClosedRange<Double> = 800...1_100
    public static let windMetresPerSecond: ClosedRange<Double> = 0...150
    public static let cloudPercent: ClosedRange<Double> = 0...100
    public static let visibilityMetres: ClosedRange<Double> = 0...1_000_000
    public static let precipitationMillimetres: ClosedRange<Double> = 0...2_000
    /// An observation is not older than this.
    public static let earliestObservation = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01T00:00:00Z
    /// An observation is not further in the future than this.
    public static let futureObservationSeconds: TimeInterval = 86_400
}

extension Readings {
    /// The first reading outside `PhysicalBounds`, named with its value ("humidity 120 %"); nil when
    /// every reading the service sent is plausible.
    public var implausibleReading: String? {
        func outside(_ value: Double?, _ bounds: ClosedRange<Double>) -> Bool {
            value.map { !$0.isFinite || !bounds.contains($0) } ?? false
        }
        let checks: [(String, Double?, String, ClosedRange<Double>)] = [
            ("temperature", temperature.kelvin, "K", PhysicalBounds.temperatureKelvin),
            ("feels-like temperature", feelsLike?.kelvin, "K", PhysicalBounds.temperatureKelvin),
            ("low", minimum?.kelvin, "K", PhysicalBounds.temperatureKelvin),
            ("high", maximum?.kelvin, "K", PhysicalBounds.temperatureKelvin),
            ("humidity", humidity?.percent, "%", PhysicalBounds.humidityPercent),
            ("dew point", dewPoint?.kelvin, "K", PhysicalBounds.temperatureKelvin),
            ("pressure", pressure?.hectopascals, "hPa", PhysicalBounds.pressureHectopascals),
            ("wind speed", wind.speed?.metresPerSecond, "m/s", PhysicalBounds.windMetresPerSecond),
            ("wind gust", wind.gust?.metresPerSecond, "m/s", PhysicalBounds.windMetresPerSecond),
            ("cloud cover", clouds?.coverPercent, "%", PhysicalBounds.cloudPercent),
            ("visibility", visibility?.metres, "m", PhysicalBounds.visibilityMetres),
            ("rain", rain?.millimetres, "mm", PhysicalBounds.precipitationMillimetres),
            ("snow", snow?.millimetres, "mm", PhysicalBounds.precipitationMillimetres),
        ]
        guard let (name, value, unit, _) = checks.first(where: { outside($0.1, $0.3) }) else { return nil }
        return "\(name) \(value.map { "\($0)" } ?? "") \(unit)"
    }
}

extension CurrentWeather {
    /// The first implausible reading or an observation time before 2000 or more than a day after `now`,
    /// in words; nil when the observation is believable.
    public func implausibility(at now: Date) -> String? {
        if let reading = readings.implausibleReading { return "\(reading) is outside physical bounds" }
        let seconds = observedAt.timeIntervalSince1970
        if !seconds.isFinite || observedAt < PhysicalBounds.earliestObservation
            || observedAt.timeIntervalSince(now) > PhysicalBounds.futureObservationSeconds
        {
            return
                "the observation time \(seconds) (seconds since 1970) is before 2000 or more than a day ahead"
        }
        return nil
    }
}

extension Forecast {
    /// The first step's reading outside `PhysicalBounds`, in words; nil when every step is believable.
    public var implausibility: String? {
        entries.lazy.compactMap(\.readings.implausibleReading).first.map {
            "the forecast's \($0) is outside physical bounds"
        }
    }
}
