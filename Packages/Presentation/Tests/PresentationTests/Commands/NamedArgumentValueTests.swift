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
        #expect(WeatherProvider.allValueStrings == RegisteredProviders.ids)
        #expect(OutputFormat.allValueStrings == ["table", "json", "plain"])
        #expect(ReportFormat.allValueStrings == ["table", "json", "plain", "prometheus"])
        #expect(IconStyle.allValueStrings == ["emoji", "ascii", "none"])
        #expect(ClockStyle.allValueStrings == ["12", "24"])
        #expect(LineFormat.allValueStrings == ["plain", "waybar"])
    }

    /// Help lists the names alone, as ArgumentParser's own defaults do for a value named as it is typed.
    @Test func noValueHasADescriptionBesideItsName() {
        #expect(UnitSystem.allValueDescriptions.isEmpty)
        #expect(OutputFormat.allValueDescriptions.isEmpty)
        #expect(ReportFormat.allValueDescriptions.isEmpty)
        #expect(ClockStyle.allValueDescriptions.isEmpty)
        #expect(LineFormat.allValueDescriptions.isEmpty)
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
        #expect(OutputFormat(argument: "prometheus") == nil, "list, show and air alone take it")
        #expect(ReportFormat(argument: "Prometheus") == .prometheus)
        #expect(ClockStyle(argument: "12") == .twelveHour)
        #expect(ClockStyle(argument: "13") == nil)
        #expect(LineFormat(argument: "waybar") == .waybar)
        #expect(LineFormat(argument: "Waybar") == nil, "line's formats are taken only as written")
    }
}
