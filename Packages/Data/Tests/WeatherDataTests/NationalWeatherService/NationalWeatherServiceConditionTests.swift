import Domain
import Foundation
import Testing

@testable import NationalWeatherServiceProvider
@testable import ProviderKit

/// An observation's condition as its station words it: the intensity of "Light Rain" or "Heavy Snow" is the
/// station's, not the icon's, which draws every rain alike.
struct NationalWeatherServiceConditionTests {
    typealias Condition = NationalWeatherServiceCondition
    typealias Recorded = NationalWeatherServiceRecordedReplyTests

    /// Each weather type a station grades, as it words it, with OpenWeatherMap's codes and wxapp's phrases
    /// of its light, plain and heavy forms.
    static let table: [(words: String, codes: [Int], phrases: [ConditionPhrase])] = [
        ("Rain", [500, 501, 502], [.lightRain, .rain, .heavyRain]),
        ("Drizzle", [300, 301, 302], [.lightDrizzle, .drizzle, .heavyDrizzle]),
        ("Snow", [600, 601, 602], [.lightSnow, .snow, .heavySnow]),
        ("Rain Showers", [520, 521, 522], [.lightRainShowers, .rainShowers, .heavyRainShowers]),
        ("Showers Rain", [520, 521, 522], [.lightRainShowers, .rainShowers, .heavyRainShowers]),
        ("Snow Showers", [620, 621, 622], [.lightSnowShowers, .snowShowers, .heavySnowShowers]),
        ("Showers Snow", [620, 621, 622], [.lightSnowShowers, .snowShowers, .heavySnowShowers]),
    ]

    static let rainIcon = "https://api.weather.gov/icons/land/night/rain?size=medium"

    @Test func everyGradedTypeTakesTheIntensityItsWordsSay() {
        #expect(Condition.describedTypes.count == Self.table.count, "every type of the table is tested")
        for row in Self.table {
            for (step, prefix) in ["Light ", "", "Heavy "].enumerated() {
                for words in [
                    prefix + row.words, (prefix + row.words).uppercased(),
                    "\(prefix)\(row.words) and Fog/Mist",
                ] {
                    let condition = Condition.condition(
                        description: words, icon: Self.rainIcon, daylight: true)
                    #expect(condition?.code == row.codes[step], "\(words)")
                    #expect(condition?.description == row.phrases[step].rawValue, "\(words)")
                    #expect(condition?.icon.hasSuffix("n") == true, "the icon's night: \(words)")
                }
            }
        }
    }

    @Test func wordsThatGradeNothingLeaveTheIcon() {
        for words in ["Clear", "Thunderstorm Light Rain", "Fog/Mist and Light Rain", "Light", "", nil] {
            let condition = Condition.condition(description: words, icon: Self.rainIcon, daylight: true)
            #expect(condition?.code == 501, "\(String(describing: words))")
        }
        #expect(Condition.condition(description: "Clear", icon: nil, daylight: true) == nil)
    }

    @Test func withoutAnIconTheWordsAreDrawnByDaylight() {
        #expect(Condition.condition(description: "Light Snow", icon: nil, daylight: true)?.icon == "13d")
        #expect(Condition.condition(description: "Light Snow", icon: nil, daylight: false)?.icon == "13n")
    }

    /// Central Park's recorded observation, its words made "Light Rain" and its icon rain: light rain, 500.
    @Test(arguments: [("Light Rain", 500), ("Heavy Rain", 502), ("Rain", 501), ("Light Snow", 600)])
    func anObservationIsAsLightOrHeavyAsItsStationSays(_ words: String, _ code: Int) throws {
        let text = try #require(
            String(data: try Recorded.fixture("observation_latest.json"), encoding: .utf8)
        )
        .replacingOccurrences(of: #""textDescription": "Clear""#, with: #""textDescription": "\#(words)""#)
        .replacingOccurrences(of: "/land/day/skc?", with: "/land/day/rain?")
        let reply = try JSONDecoder().decode(
            NationalWeatherServiceDTO.ObservationReply.self, from: Data(text.utf8))
        let weather = try reply.currentWeather(
            at: Recorded.newYork, station: Recorded.centralPark, offsets: Recorded.Eastern())
        #expect(weather.primaryCondition?.code == code, "\(words)")
    }
}
