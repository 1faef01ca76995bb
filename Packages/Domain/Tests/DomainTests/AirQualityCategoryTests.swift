import Domain
import Testing

/// The bands of each scale at both sides of every edge.
struct AirQualityCategoryTests {
    @Test(arguments: [
        (0.0, EuropeanAirQuality.good), (19.99, .good), (20, .fair), (39.99, .fair), (40, .moderate),
        (59.99, .moderate), (60, .poor), (79.99, .poor), (80, .veryPoor), (99.99, .veryPoor),
        (100, .extremelyPoor), (450, .extremelyPoor),
    ])
    func europeanBands(index: Double, expected: EuropeanAirQuality) {
        #expect(EuropeanAirQuality(index: index) == expected)
    }

    @Test(arguments: [
        (0.0, USAirQuality.good), (50.49, .good), (50.5, .moderate), (100, .moderate),
        (101, .unhealthyForSensitiveGroups),
        (150, .unhealthyForSensitiveGroups), (151, .unhealthy), (200, .unhealthy), (201, .veryUnhealthy),
        (300, .veryUnhealthy), (301, .hazardous), (500, .hazardous),
    ])
    func usBands(index: Double, expected: USAirQuality) {
        #expect(USAirQuality(index: index) == expected)
    }

    @Test(arguments: [
        (0.0, UVExposure.low), (2.49, .low), (2.5, .moderate), (5.49, .moderate), (5.5, .high), (7.49, .high),
        (7.5, .veryHigh), (10.49, .veryHigh), (10.5, .extreme), (14, .extreme),
    ])
    func uvBands(index: Double, expected: UVExposure) {
        #expect(UVExposure(index: index) == expected)
    }

    @Test func everyScaleGetsWorseInOrderAndNeverGoesBack() {
        var european: [EuropeanAirQuality] = []
        var us: [USAirQuality] = []
        var uv: [UVExposure] = []
        for tenth in 0...6_000 {
            let index = Double(tenth) / 10
            european.append(EuropeanAirQuality(index: index))
            us.append(USAirQuality(index: index))
            uv.append(UVExposure(index: index / 20))
        }
        func ordered<T: Equatable>(_ values: [T], _ all: [T]) -> Bool {
            let positions = values.compactMap { all.firstIndex(of: $0) }
            return zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }
                && Set(positions).count == all.count
        }
        #expect(ordered(european, EuropeanAirQuality.allCases))
        #expect(ordered(us, USAirQuality.allCases))
        #expect(ordered(uv, UVExposure.allCases))
    }
}
