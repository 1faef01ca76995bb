import Testing

@testable import Domain

/// The units a newcomer sees before choosing any: those the territory of the measurement locale reads the
/// weather in.
struct UnitsOfTerritoryTests {
    @Test(arguments: [
        ("en_US.UTF-8", "US"), ("de_DE.UTF-8", "DE"), ("de_AT@euro", "AT"), ("sr_RS@latin", "RS"),
        ("pt_BR", "BR"), ("en_GB.ISO-8859-1", "GB"), ("zh_cn.utf8", "CN"),
    ])
    func aLocaleNameGivesItsTerritory(locale: String, territory: String) {
        #expect(Units.territory(ofLocale: locale) == territory)
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "en", "", "_", "de_", "_DE", "en_US_POSIX", "es_419", "de_D1"])
    func aLocaleWithoutATerritoryGivesNone(locale: String) {
        #expect(Units.territory(ofLocale: locale) == nil)
    }

    @Test func theUnitedStatesReadImperialTheUnitedKingdomMilesAndCelsius() {
        #expect(Units(territory: "US") == .imperial)
        #expect(Units(territory: "GB") == .uk)
        #expect(Units(territory: nil) == .metric)
    }

    /// Every territory gets Celsius or Fahrenheit with its wind in one of three units, and only the
    /// kilometres-per-hour territories differ from metric by their wind alone.
    @Test func everyTerritoryReadsAPresetOrMetricWithKilometresPerHour() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        var byWind: [SpeedUnit: Int] = [:]
        for first in letters {
            for second in letters {
                let code = "\(first)\(second)"
                let units = Units(territory: code)
                byWind[units.wind, default: 0] += 1
                if units.wind == .kilometresPerHour {
                    #expect(units.with(.wind(.metresPerSecond)) == .metric, "\(code)")
                } else {
                    #expect(units.preset != nil, "\(code)")
                }
            }
        }
        #expect(byWind[.kilometresPerHour] == Units.windInKilometresPerHour.count)
        #expect(byWind[.milesPerHour] == 10, "the United States, the United Kingdom and their territories")
        #expect(
            Units(territory: "DE").wind == .kilometresPerHour
                && Units(territory: "NO").wind == .metresPerSecond)
        #expect(Units(territory: "JP") == .metric && Units(territory: "CN") == .metric)
    }
}
