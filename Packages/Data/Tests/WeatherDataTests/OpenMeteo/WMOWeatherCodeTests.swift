import Domain
import Testing

@testable import OpenMeteoProvider
@testable import WeatherData

struct WMOWeatherCodeTests {
    @Test(arguments: [
        (0, 800, "Clear"), (1, 801, "Clouds"), (2, 802, "Clouds"), (3, 804, "Clouds"), (45, 741, "Fog"),
        (51, 300, "Drizzle"), (61, 500, "Rain"), (65, 502, "Rain"), (67, 511, "Rain"), (71, 600, "Snow"),
        (77, 600, "Snow"), (81, 521, "Rain"), (86, 622, "Snow"), (95, 211, "Thunderstorm"),
        (99, 202, "Thunderstorm"),
    ])
    func mapsOntoOpenWeatherMapCodesAndGroups(wmo: Int, code: Int, summary: String) throws {
        let condition = try #require(WMOWeatherCode.condition(wmo, isDay: true))
        #expect(condition.code == code && condition.summary == summary)
    }

    @Test func theIconSaysDayOrNight() {
        #expect(WMOWeatherCode.condition(0, isDay: true)?.icon == "01d")
        #expect(WMOWeatherCode.condition(0, isDay: false)?.icon == "01n")
    }

    @Test func everyDefinedCodeHasAGroupOfItsOwnFamilyAndUnknownOnesNone() {
        for wmo in [
            0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86,
            95, 96, 99,
        ] {
            #expect(WMOWeatherCode.condition(wmo, isDay: true) != nil, "WMO \(wmo)")
        }
        #expect(WMOWeatherCode.condition(4, isDay: true) == nil)
        #expect(WMOWeatherCode.condition(nil, isDay: true) == nil)
    }
}
