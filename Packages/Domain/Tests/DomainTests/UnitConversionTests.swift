import Testing

@testable import Domain

struct UnitConversionTests {
    @Test(arguments: [
        (273.15, 0.0, 32.0),
        (373.15, 100.0, 212.0),
        (233.15, -40.0, -40.0),
        (0.0, -273.15, -459.67),
    ])
    func temperatureConvertsExactly(kelvin: Double, celsius: Double, fahrenheit: Double) {
        let temperature = Temperature(kelvin: kelvin)
        #expect(abs(temperature.celsius - celsius) < 1e-9)
        #expect(abs(temperature.fahrenheit - fahrenheit) < 1e-9)
        #expect(abs(Temperature(celsius: celsius).kelvin - kelvin) < 1e-9)
        #expect(abs(Temperature(fahrenheit: fahrenheit).kelvin - kelvin) < 1e-9)
    }

    @Test func temperatureMeasurementsCarryTheirUnit() {
        let temperature = Temperature(kelvin: 291.15)
        #expect(temperature.measurement(in: .standard) == Measurement(value: 291.15, unit: "K"))
        #expect(temperature.measurement(in: .metric).unit == "°C")
        #expect(abs(temperature.measurement(in: .metric).value - 18) < 1e-9)
        #expect(temperature.measurement(in: .imperial).unit == "°F")
        #expect(abs(temperature.measurement(in: .imperial).value - 64.4) < 1e-9)
        #expect(temperature.measurement(in: .uk).unit == "°C")
    }

    @Test func speedConvertsToEveryWindUnit() {
        let speed = Speed(metresPerSecond: 10)
        #expect(speed.measurement(in: .metric) == Measurement(value: 10, unit: "m/s"))
        #expect(speed.measurement(in: .standard) == Measurement(value: 10, unit: "m/s"))
        #expect(abs(speed.milesPerHour - 22.369362920544) < 1e-9)
        #expect(speed.measurement(in: .imperial).unit == "mph")
        #expect(speed.measurement(in: .uk).unit == "mph")
        #expect(abs(speed.kilometresPerHour - 36) < 1e-12)
        #expect(abs(speed.measurement(in: .knots).value - 19.438_444_924_406) < 1e-9)
        #expect(speed.measurement(in: .knots).unit == "kn")
        #expect(speed.measurement(in: .beaufort) == Measurement(value: 5, unit: "Bft"))
        #expect(Speed(1, in: .knots).metresPerSecond == 1_852.0 / 3_600)
    }

    @Test func pressureConvertsToEveryPressureUnit() {
        let pressure = Pressure(hectopascals: 1_013.25)
        #expect(pressure.measurement(in: .metric) == Measurement(value: 1_013.25, unit: "hPa"))
        #expect(abs(pressure.inchesOfMercury - 29.921_26) < 1e-5)
        #expect(pressure.measurement(in: .imperial).unit == "inHg")
        // One standard atmosphere is 760 mmHg and 101.325 kPa.
        #expect(abs(pressure.measurement(in: .millimetresOfMercury).value - 760) < 1e-3)
        #expect(pressure.measurement(in: .kilopascals) == Measurement(value: 101.325, unit: "kPa"))
    }

    @Test func distanceUsesKilometresMilesOrMetres() {
        let distance = Distance(metres: 10_000)
        #expect(distance.measurement(in: .metric) == Measurement(value: 10, unit: "km"))
        #expect(distance.measurement(in: .standard) == Measurement(value: 10_000, unit: "m"))
        #expect(abs(distance.measurement(in: .imperial).value - 6.21371192237334) < 1e-9)
        #expect(distance.measurement(in: .imperial).unit == "mi")
        #expect(distance.measurement(in: .uk).unit == "mi")
    }

    @Test func precipitationUsesMillimetresOrInches() {
        let rain = Precipitation(millimetres: 25.4)
        #expect(rain.measurement(in: .metric) == Measurement(value: 25.4, unit: "mm"))
        #expect(rain.measurement(in: .imperial) == Measurement(value: 1, unit: "in"))
        #expect(rain.measurement(in: .uk) == Measurement(value: 25.4, unit: "mm"))
    }

    @Test func humidityIsPercentWhateverTheUnits() {
        #expect(Humidity(percent: 62).measurement == Measurement(value: 62, unit: "%"))
    }

    @Test func siUnitsForMachines() {
        #expect(Pressure(hectopascals: 1_013.25).pascals == 101_325)
        #expect(Precipitation(millimetres: 2.5).metres == 0.002_5)
        #expect(Humidity(percent: 62).fraction == 0.62)
        #expect(Clouds(coverPercent: 75).coverFraction == 0.75)
        #expect(abs(12.5 * AirQuality.gramsPerMicrogram - 0.000_012_5) < 1e-18)
    }

    @Test func theUKPresetIsCelsiusMilesPerHourHectopascalsMillimetresAndMiles() {
        #expect(
            Units.uk
                == Units(
                    temperature: .celsius, wind: .milesPerHour, pressure: .hectopascals,
                    precipitation: .millimetres,
                    distance: .miles))
    }

    @Test func convertingForDisplayNeverChangesTheStoredValue() {
        let temperature = Temperature(kelvin: 280.123456)
        for preset in UnitSystem.allCases {
            _ = temperature.measurement(in: Units(preset))
        }
        #expect(temperature.kelvin == 280.123456)
    }
}
