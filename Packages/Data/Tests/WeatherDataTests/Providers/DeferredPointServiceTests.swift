import Domain
import Synchronization
import Testing

@testable import ProviderKit

/// A service made only when first asked: a run that only reads what is kept never makes the providers'.
struct DeferredPointServiceTests {
    private static let point = Coordinates(latitude: 59.91, longitude: 10.75)!

    @Test func itIsMadeWhenAskedAndBatchesAsTheServiceItMakes() async throws {
        let made = Mutex(0)
        let service = PointService<Int>.deferred {
            made.withLock { $0 += 1 }
            return PointService(placesPerRequest: 3) { points, _ in points.map { _ in .success(7) } }
        }
        #expect(made.withLock { $0 } == 0, "made before anything was asked")

        #expect(service.requestSizes(forPlaces: 7) == [3, 3, 1])
        let values = try await service.values(at: [Self.point, Self.point], demand: .usual)
        #expect(values.map { try? $0.get() } == [7, 7])
        #expect(made.withLock { $0 } >= 1)
    }

    @Test func aServiceThatCannotBeMadeFailsEachRequestWithWhy() async {
        let service = PointService<Int>.deferred { () throws(WeatherError) in
            throw .internalFailure(detail: "no provider")
        }
        #expect(service.requestSizes(forPlaces: 4) == [4])
        await #expect(throws: WeatherError.internalFailure(detail: "no provider")) {
            try await service.values(at: [Self.point], demand: .usual)
        }
    }
}
