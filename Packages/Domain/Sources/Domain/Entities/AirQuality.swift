import FoundationEssentials

/// The air at a place at one hour: indices, pollutants, the UV index and pollen, each missing where the
/// service has none. Concentrations are in µg/m³, pollen in grains/m³.
public struct AirQuality: Sendable, Equatable {
    /// The pollen the service forecasts, in Europe only.
    public enum Pollen: String, Sendable, CaseIterable {
        case alder, birch, grass, mugwort, olive, ragweed
    }

    /// Grams in a microgram: a concentration here times this is in the SI unit, g/m³.
    public static let gramsPerMicrogram = 1e-6

    /// The hour the values are for.
    public let observedAt: Date
    public let utcOffsetSeconds: Int
    /// The European Environment Agency's index: 0 upwards, 100 and more extremely poor.
    public let europeanIndex: Double?
    /// The US EPA's index: 0 to 500.
    public let usIndex: Double?
    public let pm25: Double?
    public let pm10: Double?
    public let ozone: Double?
    public let nitrogenDioxide: Double?
    /// The UV index now and today's highest.
    public let uvIndex: Double?
    public let uvIndexMaximum: Double?
    /// Each pollen's concentration, those not reported this hour left out (all of them out of season);
    /// nil when the service forecasts no pollen for the place at all.
    public let pollen: [Pollen: Double]?

    public init(
        observedAt: Date, utcOffsetSeconds: Int, europeanIndex: Double?, usIndex: Double?, pm25: Double?,
        pm10: Double?, ozone: Double?, nitrogenDioxide: Double?, uvIndex: Double?, uvIndexMaximum: Double?,
        pollen: [Pollen: Double]?
    ) {
        self.observedAt = observedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.europeanIndex = europeanIndex
        self.usIndex = usIndex
        self.pm25 = pm25
        self.pm10 = pm10
        self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide
        self.uvIndex = uvIndex
        self.uvIndexMaximum = uvIndexMaximum
        self.pollen = pollen
    }

    /// What each value may be: never negative, nor beyond its index's scale or any air ever measured.
    static let ranges = (
        index: 0.0...1_000, pm25: 0.0...5_000, pm10: 0.0...10_000, ozone: 0.0...2_000,
        nitrogenDioxide: 0.0...5_000, uvIndex: 0.0...25, pollen: 0.0...100_000
    )

    /// The first value outside what the air can hold (negative, or beyond any index's scale), named; nil
    /// when every value is plausible.
    public var implausibleValue: String? {
        let ranges = Self.ranges
        let values: [(String, Double?, ClosedRange<Double>)] =
            [
                ("European AQI", europeanIndex, ranges.index), ("US AQI", usIndex, ranges.index),
                ("PM2.5", pm25, ranges.pm25), ("PM10", pm10, ranges.pm10), ("ozone", ozone, ranges.ozone),
                ("NO₂", nitrogenDioxide, ranges.nitrogenDioxide), ("UV index", uvIndex, ranges.uvIndex),
                ("today's highest UV index", uvIndexMaximum, ranges.uvIndex),
            ] + (pollen ?? [:]).map { ("\($0.key.rawValue) pollen", $0.value, ranges.pollen) }
        return values.first { _, value, range in value.map { !range.contains($0) } ?? false }?.0
    }
}
