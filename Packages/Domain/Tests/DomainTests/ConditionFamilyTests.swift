import Testing

@testable import Domain

struct ConditionFamilyTests {
    @Test(arguments: [
        (200, ConditionFamily.thunderstorm), (232, .thunderstorm), (300, .drizzle), (321, .drizzle),
        (500, .rain), (511, .rain), (531, .rain), (600, .snow), (622, .snow), (701, .atmosphere),
        (711, .atmosphere), (721, .atmosphere), (731, .atmosphere), (741, .atmosphere), (751, .atmosphere),
        (761, .atmosphere), (762, .atmosphere), (771, .windstorm), (781, .windstorm), (800, .clear),
        (801, .clouds), (804, .clouds),
    ])
    func everyCodeGroupHasItsFamily(code: Int, family: ConditionFamily) {
        #expect(ConditionFamily(code: code) == family)
    }

    @Test(arguments: [0, 199, 400, 450, 900, 1_000, -1])
    func codesOutsideEveryGroupHaveNoFamily(code: Int) {
        #expect(ConditionFamily(code: code) == nil)
    }

    @Test func theIconSuffixSaysDayOrNight() {
        let day = WeatherCondition(code: 800, summary: "Clear", description: "clear sky", icon: "01d")
        let night = WeatherCondition(code: 800, summary: "Clear", description: "clear sky", icon: "01n")

        #expect(!day.isNight)
        #expect(night.isNight)
        #expect(night.family == .clear)
    }

    @Test func severityOrdersThunderAboveEverything() {
        let ordered = ConditionFamily.allCases.sorted { $0.severity < $1.severity }

        #expect(
            ordered == [.clear, .clouds, .atmosphere, .drizzle, .rain, .snow, .windstorm, .thunderstorm])
    }
}
