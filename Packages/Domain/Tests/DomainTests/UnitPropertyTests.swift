import PropertyBased
import Testing

@testable import Domain

/// Every conversion, both ways, over the whole range weather can take; the Beaufort scale at every edge;
/// and the names units go by on the command line and in the configuration.
struct UnitPropertyTests {
    /// True when `a` and `b` agree to a billionth of the larger, or both are within a billionth of zero.
    private static func agree(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
    }

    @Test func everyTemperatureUnitRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...1_000)) { kelvin in
            for unit in TemperatureUnit.allCases {
                let shown = Temperature(kelvin: kelvin).measurement(in: unit)
                #expect(shown.unit == unit.symbol)
                #expect(
                    Self.agree(Temperature(shown.value, in: unit).kelvin, kelvin), "\(unit) at \(kelvin) K")
            }
        }
    }

    @Test func everyWindUnitButBeaufortRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...150)) { metres in
            for unit in SpeedUnit.allCases where unit != .beaufort {
                let shown = Speed(metresPerSecond: metres).measurement(in: unit)
                #expect(shown.unit == unit.symbol)
                #expect(
                    Self.agree(Speed(shown.value, in: unit).metresPerSecond, metres),
                    "\(unit) at \(metres) m/s")
            }
        }
    }

    @Test func everyPressureUnitRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...1_100)) { hectopascals in
            for unit in PressureUnit.allCases {
                let shown = Pressure(hectopascals: hectopascals).measurement(in: unit)
                #expect(shown.unit == unit.symbol)
                #expect(Self.agree(Pressure(shown.value, in: unit).hectopascals, hectopascals), "\(unit)")
            }
        }
    }

    @Test func everyPrecipitationAndDistanceUnitRoundTrips() async {
        await propertyCheck(count: 500, input: Gen.double(in: 0...100_000)) { amount in
            for unit in PrecipitationUnit.allCases {
                let shown = Precipitation(millimetres: amount).measurement(in: unit)
                #expect(Self.agree(Precipitation(shown.value, in: unit).millimetres, amount), "\(unit)")
            }
            for unit in DistanceUnit.allCases {
                let shown = Distance(metres: amount).measurement(in: unit)
                #expect(Self.agree(Distance(shown.value, in: unit).metres, amount), "\(unit)")
            }
        }
    }

    @Test func conversionsKeepTheOrderOfValues() async {
        await propertyCheck(count: 300, input: Gen.double(in: 0...150), Gen.double(in: 0...150)) { a, b in
            let (slow, fast) = (Speed(metresPerSecond: min(a, b)), Speed(metresPerSecond: max(a, b)))
            for unit in SpeedUnit.allCases {
                #expect(slow.measurement(in: unit).value <= fast.measurement(in: unit).value, "\(unit)")
            }
        }
    }

    @Test(arguments: 1...12)
    func eachBeaufortForceStartsAtItsEdge(number: Int) throws {
        let edge = BeaufortForce.lowerBounds[number - 1]
        #expect(BeaufortForce(Speed(metresPerSecond: edge)).number == number)
        #expect(BeaufortForce(Speed(metresPerSecond: edge - 0.049)).number == number, "rounds up to the edge")
        #expect(BeaufortForce(Speed(metresPerSecond: edge - 0.051)).number == number - 1)
        #expect(BeaufortForce(Speed(metresPerSecond: edge - 0.1)).number == number - 1)
        #expect(try #require(BeaufortForce(number: number)).lowerBound.metresPerSecond == edge)
    }

    @Test func theBandsAreTheWMOsInMetresPerSecond() {
        let bands = (0...12).map { number in
            BeaufortForce(number: number).map { "\($0.number) \($0.lowerBound.metresPerSecond)" }
        }
        #expect(
            bands == [
                "0 0.0", "1 0.3", "2 1.6", "3 3.4", "4 5.5", "5 8.0", "6 10.8", "7 13.9", "8 17.2", "9 20.8",
                "10 24.5", "11 28.5", "12 32.7",
            ])
        #expect(BeaufortForce(number: -1) == nil && BeaufortForce(number: 13) == nil)
        #expect(BeaufortForce(clamping: -1).number == 0 && BeaufortForce(clamping: 13).number == 12)
        #expect(BeaufortForce(clamping: 7).number == 7)
    }

    @Test func anySpeedFallsInTheBandOfItsForceAndTheForceRoundTrips() async {
        await propertyCheck(count: 1_000, input: Gen.double(in: 0...60)) { metres in
            let force = BeaufortForce(Speed(metresPerSecond: metres))
            let tenths = (metres * 10).rounded()
            #expect(tenths >= (force.lowerBound.metresPerSecond * 10).rounded(), "\(metres) m/s, \(force)")
            if let next = BeaufortForce(number: force.number + 1) {
                #expect(tenths < (next.lowerBound.metresPerSecond * 10).rounded(), "\(metres) m/s, \(force)")
            }
            let shown = Speed(metresPerSecond: metres).measurement(in: .beaufort)
            #expect(shown == Measurement(value: Double(force.number), unit: "Bft"))
            #expect(BeaufortForce(Speed(shown.value, in: .beaufort)) == force, "the force's own speed has it")
        }
    }

    @Test func speedsNoScaleCanPlaceAreCalmOrHurricaneForce() {
        #expect(BeaufortForce(Speed(metresPerSecond: -3)).number == 0)
        #expect(BeaufortForce(Speed(metresPerSecond: .nan)).number == 0)
        #expect(BeaufortForce(Speed(metresPerSecond: .infinity)).number == 12)
        #expect(BeaufortForce(Speed(metresPerSecond: 80)).number == 12)
        #expect(Speed(.nan, in: .beaufort).metresPerSecond == 0)
        #expect(Speed(40, in: .beaufort).metresPerSecond == 32.7)
    }

    @Test func everyUnitIsFoundByItsShortNameSymbolAndAliasesInAnyCase() {
        func check<Unit: MeasureUnit>(_: Unit.Type) {
            for unit in Unit.allCases {
                for name in [unit.rawValue, unit.symbol] + unit.aliases {
                    #expect(Unit(named: name) == unit, "\(name)")
                    #expect(Unit(named: " \(name.uppercased()) ") == unit, "\(name)")
                }
            }
            let namesOfEach = Unit.allCases.map { Set([$0.rawValue, $0.symbol.lowercased()] + $0.aliases) }
            #expect(
                namesOfEach.map(\.count).reduce(0, +) == Set(namesOfEach.joined()).count,
                "no name stands for two units of \(Unit.self)")
            #expect(Unit(named: "") == nil && Unit(named: "furlongs") == nil)
        }
        check(TemperatureUnit.self)
        check(SpeedUnit.self)
        check(PressureUnit.self)
        check(PrecipitationUnit.self)
        check(DistanceUnit.self)
    }

    @Test func choosingOneMeasuresUnitChangesThatMeasureAlone() {
        for preset in UnitSystem.allCases {
            let base = Units(preset)
            #expect(base.preset == preset)
            for measure in Measure.allCases {
                for name in measure.unitNames {
                    let units = base.with(measure, named: name)
                    #expect(units?.unitName(of: measure) == name)
                    for other in Measure.allCases where other != measure {
                        #expect(units?.unitName(of: other) == base.unitName(of: other))
                    }
                }
                #expect(base.with(measure, named: "furlongs") == nil)
            }
        }
        #expect(Units.metric.with(.wind, named: "knots")?.preset == nil, "metric with knots is no preset")
    }

    @Test func aSourcesPresetReplacesTheUnitsWholeAndItsMeasuresBeatItsPreset() {
        let everyChoice = Measure.allCases.flatMap { measure in
            measure.unitNames.compactMap { measure.choice(named: $0) }
        }
        let custom = Units.metric.with(.wind, named: "kn")!.with(.distance, named: "m")!
        for below in UnitSystem.allCases.map(Units.init) + [custom] {
            #expect(below.overlaid(preset: nil, choices: []) == below, "a source that chooses nothing")
            for preset in UnitSystem.allCases {
                #expect(below.overlaid(preset: preset, choices: []) == Units(preset))
                for choice in everyChoice {
                    #expect(below.overlaid(preset: preset, choices: [choice]) == Units(preset).with(choice))
                    #expect(below.overlaid(preset: nil, choices: [choice]) == below.with(choice))
                }
            }
        }
        let last = Units.metric.overlaid(preset: nil, choices: [.wind(.knots), .wind(.beaufort)])
        #expect(last.wind == .beaufort, "of two choices of one measure, the later wins")
    }
}
