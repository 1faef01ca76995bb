import Testing

@testable import Domain

struct CoordinatesTests {
    @Test(arguments: [(90.0, 180.0), (-90, -180), (0, 0), (35.6895, 139.69171)])
    func validCoordinatesAreAccepted(latitude: Double, longitude: Double) {
        #expect(Coordinates(latitude: latitude, longitude: longitude) != nil)
    }

    @Test(arguments: [(90.01, 0.0), (0, 180.01), (-91, 0), (.nan, 0), (0, .infinity)])
    func outOfRangeCoordinatesAreRejected(latitude: Double, longitude: Double) {
        #expect(Coordinates(latitude: latitude, longitude: longitude) == nil)
    }
}
