import Domain
import Testing

@testable import Presentation

struct MeasurementTextTests {
    @Test func temperaturesAreRoundedAndLabelledInEachSystem() {
        let temperature = Temperature(celsius: 17.5)
        #expect(MeasurementText(Words(.english)).text(temperature.measurement(in: .metric)) == "18°C")
        #expect(MeasurementText(Words(.english)).text(temperature.measurement(in: .imperial)) == "64°F")
        #expect(MeasurementText(Words(.english)).text(temperature.measurement(in: .standard)) == "291 K")
        #expect(
            MeasurementText(Words(.english)).text(Temperature(celsius: -0.4).measurement(in: .metric))
                == "0°C")
        #expect(
            MeasurementText(Words(.english)).text(Temperature(kelvin: 290.65).measurement(in: .metric))
                == "18°C")
    }

    @Test func imperialConversionsAreLabelled() {
        #expect(
            MeasurementText(Words(.english)).text(Pressure(hectopascals: 1_013.25).measurement(in: .imperial))
                == "29.92 inHg")
        #expect(
            MeasurementText(Words(.english)).text(Speed(metresPerSecond: 4.12).measurement(in: .imperial))
                == "9 mph")
        #expect(
            MeasurementText(Words(.english)).text(Distance(metres: 10_000).measurement(in: .imperial))
                == "6.2 mi")
        #expect(
            MeasurementText(Words(.english)).text(Precipitation(millimetres: 2.54).measurement(in: .imperial))
                == "0.10 in")
        #expect(
            MeasurementText(Words(.english)).text(Temperature(fahrenheit: 32).measurement(in: .imperial))
                == "32°F")
    }

    @Test func metricAndStandardUnits() {
        #expect(
            MeasurementText(Words(.english)).text(Pressure(hectopascals: 1_013.25).measurement(in: .metric))
                == "1013 hPa")
        #expect(
            MeasurementText(Words(.english)).text(Speed(metresPerSecond: 4.12).measurement(in: .metric))
                == "4.1 m/s")
        #expect(
            MeasurementText(Words(.english)).text(Distance(metres: 10_000).measurement(in: .metric))
                == "10.0 km")
        #expect(
            MeasurementText(Words(.english)).text(Distance(metres: 10_000).measurement(in: .standard))
                == "10000 m")
        #expect(
            MeasurementText(Words(.english)).text(Precipitation(millimetres: 0.25).measurement(in: .metric))
                == "0.3 mm")
        #expect(MeasurementText(Words(.english)).text(Humidity(percent: 72).measurement) == "72%")
    }

    @Test func everyOtherUnitHasItsOwnPrecision() {
        let wind = Speed(metresPerSecond: 9.3)
        #expect(MeasurementText(Words(.english)).text(wind.measurement(in: .kilometresPerHour)) == "33 km/h")
        #expect(MeasurementText(Words(.english)).text(wind.measurement(in: .knots)) == "18 kn")
        let pressure = Pressure(hectopascals: 1_013.25)
        #expect(
            MeasurementText(Words(.english)).text(pressure.measurement(in: .millimetresOfMercury))
                == "760 mmHg")
        #expect(MeasurementText(Words(.english)).text(pressure.measurement(in: .kilopascals)) == "101.3 kPa")
    }

    /// Every force by the name the scale gives it.
    @Test func everyBeaufortForceHasTheScalesName() {
        let names = BeaufortForce.range.compactMap(BeaufortForce.init(number:)).map {
            MeasurementText(Words(.english)).name($0)
        }
        #expect(
            names == [
                "calm", "light air", "light breeze", "gentle breeze", "moderate breeze", "fresh breeze",
                "strong breeze", "near gale", "gale", "strong gale", "storm", "violent storm",
                "hurricane force",
            ])
    }

    @Test func aBeaufortForceIsShownWithItsName() {
        #expect(
            MeasurementText(Words(.english)).text(Speed(metresPerSecond: 9.3).measurement(in: .beaufort))
                == "5 Bft, fresh breeze")
        #expect(
            MeasurementText(Words(.english)).text(Speed(metresPerSecond: 0).measurement(in: .beaufort))
                == "0 Bft, calm")
        #expect(
            MeasurementText(Words(.english)).text(Speed(metresPerSecond: 40).measurement(in: .beaufort))
                == "12 Bft, hurricane force")
        #expect(
            MeasurementText(Words(.english)).compact(
                Speed(metresPerSecond: 9.3).measurement(in: .beaufort), decimals: 0)
                == "5 Bft")
    }
}
