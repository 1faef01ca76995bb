/// The word for where an index value falls on its scale, from best to worst.
public enum EuropeanAirQuality: String, Sendable, CaseIterable {
    case good, fair, moderate, poor, veryPoor = "very poor", extremelyPoor = "extremely poor"

    /// The European Environment Agency's bands: below 20 good, then every 20 a band, 100 and more
    /// extremely poor.
    public init(index: Double) {
        switch index {
        case ..<20: self = .good
        case ..<40: self = .fair
        case ..<60: self = .moderate
        case ..<80: self = .poor
        case ..<100: self = .veryPoor
        default: self = .extremelyPoor
        }
    }
}

/// The US EPA's categories of its air quality index.
public enum USAirQuality: String, Sendable, CaseIterable {
    case good, moderate, unhealthyForSensitiveGroups = "unhealthy for sensitive groups", unhealthy
    case veryUnhealthy = "very unhealthy", hazardous

    /// 0–50 good, 51–100 moderate, 101–150 unhealthy for sensitive groups, 151–200 unhealthy, 201–300 very
    /// unhealthy, above 300 hazardous; a fraction counts with the band it rounds into.
    public init(index: Double) {
        switch index.rounded() {
        case ...50: self = .good
        case ...100: self = .moderate
        case ...150: self = .unhealthyForSensitiveGroups
        case ...200: self = .unhealthy
        case ...300: self = .veryUnhealthy
        default: self = .hazardous
        }
    }
}

/// The World Health Organization's categories of the UV index.
public enum UVExposure: String, Sendable, CaseIterable {
    case low, moderate, high, veryHigh = "very high", extreme

    /// 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11 and above extreme, by the rounded index.
    public init(index: Double) {
        switch index.rounded() {
        case ...2: self = .low
        case ...5: self = .moderate
        case ...7: self = .high
        case ...10: self = .veryHigh
        default: self = .extreme
        }
    }
}
