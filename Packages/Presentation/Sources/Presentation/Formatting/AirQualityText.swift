import Domain

/// The categories of air quality and UV indices in words: "moderate", "unhealthy for sensitive groups".
struct AirQualityText: LanguageText {
    let words: Words

    func text(_ category: EuropeanAirQuality) -> String {
        switch category {
        case .good: words("good", context: "air quality")
        case .fair: words("fair", context: "air quality")
        case .moderate: words("moderate", context: "air quality")
        case .poor: words("poor", context: "air quality")
        case .veryPoor: words("very poor", context: "air quality")
        case .extremelyPoor: words("extremely poor", context: "air quality")
        }
    }

    func text(_ category: USAirQuality) -> String {
        switch category {
        case .good: words("good", context: "air quality")
        case .moderate: words("moderate", context: "air quality")
        case .unhealthyForSensitiveGroups: words("unhealthy for sensitive groups", context: "air quality")
        case .unhealthy: words("unhealthy", context: "air quality")
        case .veryUnhealthy: words("very unhealthy", context: "air quality")
        case .hazardous: words("hazardous", context: "air quality")
        }
    }

    func text(_ exposure: UVExposure) -> String {
        switch exposure {
        case .low: words("low", context: "UV")
        case .moderate: words("moderate", context: "UV")
        case .high: words("high", context: "UV")
        case .veryHigh: words("very high", context: "UV")
        case .extreme: words("extreme", context: "UV")
        }
    }
}
