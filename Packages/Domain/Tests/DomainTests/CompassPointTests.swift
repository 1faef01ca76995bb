import Testing

@testable import Domain

struct CompassPointTests {
    @Test(arguments: [
        (0.0, CompassPoint.n), (11.24, .n), (11.25, .nne), (20, .nne), (45, .ne), (90, .e), (180, .s),
        (202.5, .ssw), (270, .w), (348.75, .n), (359.9, .n), (360, .n), (-90, .w), (720 + 45, .ne),
    ])
    func bearingsRoundToTheNearestPoint(degrees: Double, expected: CompassPoint) {
        #expect(CompassPoint(degrees: degrees) == expected)
    }

    @Test func windWithoutDirectionHasNoCompassPoint() {
        #expect(Wind(speed: Speed(metresPerSecond: 0), directionDegrees: nil, gust: nil).compassPoint == nil)
    }
}
