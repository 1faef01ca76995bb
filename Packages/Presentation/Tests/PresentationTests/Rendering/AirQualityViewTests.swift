import Domain
import Foundation
import Testing

@testable import Presentation

/// The air-quality card: pollen below ten grains with one decimal (never "0" for a trace), and the time
/// observed with its offset from UTC, as every other local time is shown.
struct AirQualityViewTests {
    static let observed = Date(timeIntervalSince1970: 1_795_586_400)  // 2026-11-25 06:00 UTC

    static func view(pollen: [AirQuality.Pollen: Double]?, offset: Int = 32_400) -> AirQualityView {
        let air = AirQuality(
            observedAt: observed, utcOffsetSeconds: offset, europeanIndex: nil, usIndex: nil, pm25: nil,
            pm10: nil, ozone: nil, nitrogenDioxide: nil, uvIndex: nil, uvIndexMaximum: nil, pollen: pollen)
        return AirQualityView(
            AirQualityReport(place: .tokyo, air: air, fetchedAt: observed, origin: .network),
            now: observed, words: Words(.english))
    }

    static func field(_ label: String, of view: AirQualityView) -> String? {
        view.fields.first { $0.label == label }?.value
    }

    @Test(arguments: [
        (0.1, "birch 0.1 grains/m³"), (0.3, "birch 0.3 grains/m³"), (3.54, "birch 3.5 grains/m³"),
        (9.96, "birch 10.0 grains/m³"), (10, "birch 10 grains/m³"), (12.4, "birch 12 grains/m³"),
        (0, "none in the air now"),
    ])
    func pollenBelowTenGrainsHasOneDecimal(grains: Double, shown: String) {
        #expect(Self.field("Pollen", of: Self.view(pollen: [.birch: grains])) == shown)
    }

    @Test(arguments: [
        (32_400, "2026-11-25 15:00 local time (UTC+09:00)"),
        (-12_600, "2026-11-25 02:30 local time (UTC-03:30)"),
    ])
    func theTimeObservedNamesItsOffset(offset: Int, shown: String) {
        #expect(Self.field("Observed", of: Self.view(pollen: nil, offset: offset)) == shown)
    }
}
