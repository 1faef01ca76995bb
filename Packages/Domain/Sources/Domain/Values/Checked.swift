import FoundationEssentials

/// A kind of value a service gives that is believed only within physical bounds.
public protocol PhysicallyBounded: Sendable {
    /// What is wrong with the value at `now`, in words, or nil when it is believable.
    func implausibility(at now: Date) -> String?
    /// This value as kept since `fetchedAt` (by an older wxapp, or by a hand), as it may be shown: what is
    /// outside physical bounds left out, to be shown as missing until a fetch replaces it; nil when what it
    /// cannot be shown without is outside them. By default that is all of it: a kind kept for good (climate
    /// normals, final past days) would never be fetched again to fill what was left out.
    func keepingPlausible(fetchedAt: Date) -> Self?
}

extension PhysicallyBounded {
    public func keepingPlausible(fetchedAt: Date) -> Self? {
        implausibility(at: fetchedAt) == nil ? self : nil
    }
}

/// A fetched value that passed the one check every fetched value passes: within physical bounds at the
/// moment it was checked. Only that check makes one, so what holds one need not check again.
public struct Checked<Value: PhysicallyBounded>: Sendable {
    public let value: Value

    /// `value` when it is believable at `now`; else the service's reply is unreadable, for the reason.
    public init(_ value: Value, at now: Date) throws(WeatherError) {
        if let problem = value.implausibility(at: now) { throw .unreadableResponse(detail: problem) }
        self.value = value
    }

    private init(trusted value: Value) {
        self.value = value
    }

    /// The value with what `note` changes that is not a reading (who gave it, what was passed over on the
    /// way), still checked.
    public func noting(_ note: (Value) -> Value) -> Checked<Value> {
        Checked(trusted: note(value))
    }
}

extension Result where Success: PhysicallyBounded, Failure == WeatherError {
    /// A fetched value through the check at `now`; a failure as it was.
    public func checked(at now: Date) -> Result<Checked<Success>, WeatherError> {
        flatMap { value in
            Result<Checked<Success>, WeatherError> { () throws(WeatherError) in try Checked(value, at: now) }
        }
    }
}

extension CurrentWeather: PhysicallyBounded {}
extension Forecast: PhysicallyBounded {}
extension AirQuality: PhysicallyBounded {}

extension IssuedAlerts: PhysicallyBounded {
    public func implausibility(at now: Date) -> String? {
        alerts.implausibility(at: now)
    }
}

extension ClimateNormals: PhysicallyBounded {
    /// A normal outside bounds or a low above its high, or a calendar day without a normal, in words.
    public func implausibility(at now: Date) -> String? {
        if let problem = implausibility { return problem }
        guard days.count == 366 else {
            return "the climate archive has too few days for the normals of \(366 - days.count) calendar days"
        }
        return nil
    }

    /// The kept normals, whole, when every one is within bounds (as `doctor` reads them: a kept set is
    /// shown with the days it has, and only a fetched one must have every calendar day); else nil.
    public func keepingPlausible(fetchedAt: Date) -> ClimateNormals? {
        implausibility == nil ? self : nil
    }
}

extension Array: PhysicallyBounded where Element == ClimateNormals.Measured {
    /// A measured day outside 1991–2020 or outside bounds, or a low above its high, in words.
    public func implausibility(at now: Date) -> String? {
        ClimateNormals.implausibility(of: self).map { "the climate archive's \($0)" }
    }
}
