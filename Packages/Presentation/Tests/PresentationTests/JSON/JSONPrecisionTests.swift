import Domain
import Testing

@testable import Presentation

/// JSON gives each unit just the decimals that lose nothing a service sends: any value in hundredths of the
/// SI unit, shown in any unit and read back, is the value sent; and no unit's value carries binary noise.
struct JSONPrecisionTests {
    /// Hundredths from `range`, every `step` of them.
    static func hundredths(_ range: ClosedRange<Int>, step: Int) -> [Double] {
        stride(from: range.lowerBound, through: range.upperBound, by: step).map { Double($0) / 100 }
    }

    static func expectReadBack(
        _ values: [Double], _ shown: (Double) -> Measurement, _ back: (Double, String) -> Double?,
        within tolerance: Double = 0.005
    ) {
        for value in values {
            let measurement = shown(value)
            let rounded = JSONPrecision.rounded(measurement.value, unit: measurement.unit)
            let read = back(rounded, measurement.unit)
            #expect(
                read.map { abs($0 - value) < tolerance } ?? false,
                "\(value) as \(rounded) \(measurement.unit)")
            #expect(!"\(rounded)".contains("0000000") && !"\(rounded)".contains("9999999"), "\(rounded)")
        }
    }

    @Test(arguments: TemperatureUnit.allCases)
    func temperaturesReadBackToTheHundredthOfAKelvin(unit: TemperatureUnit) {
        Self.expectReadBack(
            Self.hundredths(15_000...35_000, step: 7), { Temperature(kelvin: $0).measurement(in: unit) },
            { value, _ in Temperature(value, in: unit).kelvin })
    }

    @Test(arguments: SpeedUnit.allCases.filter { $0 != .beaufort })
    func speedsReadBackToTheHundredthOfAMetrePerSecond(unit: SpeedUnit) {
        Self.expectReadBack(
            Self.hundredths(0...15_000, step: 3), { Speed(metresPerSecond: $0).measurement(in: unit) },
            { value, _ in Speed(value, in: unit).metresPerSecond })
    }

    @Test(arguments: PressureUnit.allCases)
    func pressuresReadBackToTheHundredthOfAHectopascal(unit: PressureUnit) {
        Self.expectReadBack(
            Self.hundredths(80_000...110_000, step: 7), { Pressure(hectopascals: $0).measurement(in: unit) },
            { value, _ in Pressure(value, in: unit).hectopascals })
    }

    @Test(arguments: PrecipitationUnit.allCases)
    func precipitationReadsBackToTheHundredthOfAMillimetre(unit: PrecipitationUnit) {
        Self.expectReadBack(
            Self.hundredths(0...20_000, step: 3), { Precipitation(millimetres: $0).measurement(in: unit) },
            { value, _ in Precipitation(value, in: unit).millimetres })
    }

    @Test(arguments: DistanceUnit.allCases)
    func distancesReadBackToTheMetre(unit: DistanceUnit) {
        Self.expectReadBack(
            (0...100_000).filter { $0 % 37 == 0 }.map(Double.init),
            { Distance(metres: $0).measurement(in: unit) }, { value, _ in Distance(value, in: unit).metres },
            within: 0.5)
    }

    @Test func everyUnitHasAtLeastOneDecimal() {
        #expect(
            JSONPrecision.decimalsByUnit.values.allSatisfy { $0 >= 1 } && JSONPrecision.defaultDecimals >= 1)
    }
}
