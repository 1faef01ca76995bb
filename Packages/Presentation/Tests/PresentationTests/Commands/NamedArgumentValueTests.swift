import ArgumentParser
import Domain
import TestSupport
import Testing
import WeatherData

@testable import Presentation

struct NamedArgumentValueTests {
    init() { RegisteredProviders.ensure() }

    @Test func optionValuesAreNamedByTheirRawValues() {
        #expect(UnitSystem.allValueStrings == ["metric", "imperial", "standard", "uk"])
        #expect(WeatherProvider.allValueStrings == ["openweathermap", "openmeteo", "metno", "nws"])
        #expect(OutputFormat.allValueStrings == ["table", "json", "plain"])
        #expect(IconStyle.allValueStrings == ["emoji", "ascii", "none"])
    }

    /// A default is shown as it is typed: the id `--provider` takes, the raw value a unit option takes.
    @Test func aDefaultIsDescribedAsItIsTyped() {
        #expect(WeatherProvider.openWeatherMap.defaultValueDescription == "openweathermap")
        #expect(UnitSystem.imperial.defaultValueDescription == "imperial")
    }

    @Test func everyNameParsesBackToItsValue() {
        for unit in UnitSystem.allCases {
            #expect(UnitSystem(argument: unit.defaultValueDescription) == unit)
        }
        for provider in WeatherProvider.all {
            #expect(WeatherProvider(argument: provider.defaultValueDescription) == provider)
        }
        #expect(OutputFormat(argument: "JSON") == .json, "case aside")
        #expect(OutputFormat(argument: "jsn") == nil)
    }
}
