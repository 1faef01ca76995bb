extension Int {
    /// The most `init(saturating:)` gives either way: far beyond any value wxapp shows, and far enough
    /// below `Int.max` that the arithmetic a display does with it (a sign, a difference, a few times
    /// more) cannot overflow either.
    public static let saturationLimit = 1_000_000_000_000_000

    /// `value` rounded toward zero and held within ±`saturationLimit`, NaN as zero: a conversion that
    /// cannot trap, whatever a service or a kept row holds.
    public init(saturating value: Double) {
        let limit = Double(Self.saturationLimit)
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}
