import Domain

/// The categories of air quality and UV indices in words: "moderate", "unhealthy for sensitive groups".
struct AirQualityText {
    let words: Words

    init(_ words: Words) {
        self.words = words
    }

    func text(_ category: EuropeanAirQuality) -> String {
        switch category {
        case .good: words("good")
        case .fair: words("fair")
        case .moderate: words("moderate")
        case .poor: words("poor")
        case .veryPoor: words("very poor")
        case .extremelyPoor: words("extremely poor")
        }
    }

    func text(_ category: USAirQuality) -> String {
        switch category {
        case .good: words("good")
        case .moderate: words("moderate")
        case .unhealthyForSensitiveGroups: words("unhealthy for sensitive groups")
        case .unhealthy: words("unhealthy")
        case .veryUnhealthy: words("very unhealthy")
        case .hazardous: words("hazardous")
        }
    }

    func text(_ exposure: UVExposure) -> String {
        switch exposure {
        case .low: words("low")
        case .moderate: words("moderate")
        case .high: words("high")
        case .veryHigh: words("very high")
        case .extreme: words("extreme")
        }
    }
}
