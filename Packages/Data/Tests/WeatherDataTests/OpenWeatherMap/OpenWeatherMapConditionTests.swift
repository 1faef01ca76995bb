import Domain
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

/// OpenWeatherMap's conditions read in wxapp's phrases, whatever text the reply carries.
struct OpenWeatherMapConditionTests {
    @Test(arguments: [
        (200, ConditionPhrase.thunderstormWithLightRain), (300, .lightIntensityDrizzle), (500, .lightRain),
        (520, .lightIntensityShowerRain), (611, .sleet), (731, .sandDustWhirls), (800, .clearSky),
        (804, .overcastClouds),
    ])
    func anIdOfItsListHasItsPhrase(id: Int, phrase: ConditionPhrase) {
        #expect(OpenWeatherMapCondition.phrase(id: id) == phrase)
    }

    @Test(arguments: [
        (299, ConditionPhrase.thunderstorm), (399, .drizzle), (599, .rain), (699, .snow), (799, .haze),
        (899, .cloudy),
    ])
    func anIdItsListLacksHasItsGroupsPhrase(id: Int, phrase: ConditionPhrase) {
        #expect(OpenWeatherMapCondition.phrase(id: id) == phrase)
    }

    @Test func theReplysOwnTextIsNotShown() {
        let condition = CurrentWeatherDTO.Condition(
            id: 500, main: "Rain", description: "pluie légère", icon: "10d"
        ).toDomain
        #expect(condition.description == "light rain")
        #expect(condition.phrase == .lightRain)
    }

    @Test func anIdOutsideEveryGroupKeepsTheRepliesText() {
        let condition = CurrentWeatherDTO.Condition(
            id: 901, main: "Extreme", description: "tropical storm", icon: "50d"
        )
        .toDomain
        #expect(condition.description == "tropical storm")
        #expect(condition.phrase == nil)
    }
}
