extension Int {
    /// `value` rounded toward zero and held within `Int`'s range, NaN as zero: a conversion that cannot
    /// trap, whatever a service or a kept row holds.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
