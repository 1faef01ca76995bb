import Domain
import Foundation
import Testing

@testable import NationalWeatherServiceProvider
@testable import WeatherData

/// The recorded forecast grid expanded to hours, checked against the raw reply read here on its own: every
/// hour takes the value of the interval that covers it, in the layer's unit; and where the NWS has data.
struct NationalWeatherServiceGridTests {
    typealias Removed = NationalWeatherServiceRemovedFieldTests
    typealias Quantities = NationalWeatherServiceQuantities

    /// Each interval of a raw layer: its start, its hours, its value.
    static func intervals(of layer: String) throws -> [(start: Date, hours: Int, value: Double?)] {
        let object =
            try JSONSerialization.jsonObject(
                with: try NationalWeatherServiceRecordedReplyTests.fixture("gridpoint.json"))
            as? [String: Any]
        let properties = try #require(object?["properties"] as? [String: Any])
        let values = try #require((properties[layer] as? [String: Any])?["values"] as? [[String: Any]])
        let format = ISO8601DateFormatter()
        return try values.map { item in
            let parts = try #require((item["validTime"] as? String)?.split(separator: "/"))
            let start = try #require(format.date(from: String(parts[0])))
            let duration = String(parts[1])
            let days = Int(duration.firstMatch(of: /(\d+)D/)?.1 ?? "0") ?? 0
            let hours = Int(duration.firstMatch(of: /(\d+)H/)?.1 ?? "0") ?? 0
            return (start, days * 24 + hours, item["value"] as? Double)
        }
    }

    static func covering(_ hour: Date, in intervals: [(start: Date, hours: Int, value: Double?)]) -> Double? {
        intervals.first { hour >= $0.start && hour < $0.start.addingTimeInterval(Double($0.hours) * 3_600) }?
            .value
    }

    @Test func everyHourTakesTheValueOfTheIntervalThatCoversIt() throws {
        let forecast = try Removed.grid(
            try NationalWeatherServiceRecordedReplyTests.fixture("gridpoint.json"))
        let temperatures = try Self.intervals(of: "temperature")
        let speeds = try Self.intervals(of: "windSpeed")
        let cover = try Self.intervals(of: "skyCover")
        #expect(forecast.entries.count > 6 * 24)
        #expect(forecast.provider == .nationalWeatherService)
        for (entry, next) in zip(forecast.entries, forecast.entries.dropFirst()) {
            #expect(next.time.timeIntervalSince(entry.time) == 3_600)
        }
        #expect(forecast.entries.first.map { $0.time > Removed.gridNow.addingTimeInterval(-3_600) } == true)
        for entry in forecast.entries {
            let celsius = try #require(Self.covering(entry.time, in: temperatures))
            #expect(abs(entry.temperature.celsius - celsius) < 1e-9)
            let kmh = Self.covering(entry.time, in: speeds)
            #expect(
                entry.wind.speed.map { abs($0.metresPerSecond * 3.6 - (kmh ?? .nan)) < 1e-9 } ?? (kmh == nil))
            #expect(entry.clouds?.coverPercent == Self.covering(entry.time, in: cover))
            // Six hours' precipitation is not an hour's: the grid's amounts are all of several hours.
            #expect(entry.rain == nil && entry.snow == nil)
        }
        #expect(forecast.dailySummaries().allSatisfy { $0.rain == nil && $0.snow == nil })
    }

    /// The hours of rain showers and thunderstorms say so; the others with a sky cover are clouds by it.
    @Test func theConditionOfAnHourIsItsWeatherElseItsSkyCover() throws {
        let forecast = try Removed.grid(
            try NationalWeatherServiceRecordedReplyTests.fixture("gridpoint.json"))
        let families = Set(forecast.entries.compactMap { $0.readings.primaryCondition?.family })
        #expect(families.isSuperset(of: [.thunderstorm, .rain]))
        #expect(
            forecast.entries.filter { $0.clouds != nil }.allSatisfy { $0.readings.primaryCondition != nil })
    }

    /// Light, usual and heavy forms take the code of their grade; a slight chance is passed over for the
    /// next weather, else the sky cover; an icon's first code and its day or night name the observation's.
    @Test func conditionsFollowTheWeatherTypeItsIntensityAndTheSkyCover() {
        typealias Phenomenon = NationalWeatherServiceDTO.GridpointReply.Phenomenon
        typealias Condition = NationalWeatherServiceCondition
        func rain(_ intensity: String?, _ coverage: String = "likely") -> Phenomenon {
            Phenomenon(coverage: coverage, weather: "rain", intensity: intensity)
        }
        let codes = ["very_light", "light", nil, "moderate", "heavy"].map {
            Condition.condition(weather: [rain($0)], skyCover: nil, isDay: true).map {
                "\($0.code) \($0.description)"
            }
        }
        #expect(codes == ["500 light rain", "500 light rain", "501 rain", "501 rain", "502 heavy rain"])
        let storm = Phenomenon(coverage: "chance", weather: "thunderstorms", intensity: "heavy")
        #expect(
            Condition.condition(
                weather: [rain("light", "slight_chance"), storm], skyCover: 10, isDay: false)?.icon == "11n")
        #expect(
            Condition.condition(weather: [rain("light", "slight_chance")], skyCover: 70, isDay: true)?.code
                == 803)
        #expect(Condition.condition(weather: [nil], skyCover: nil, isDay: true) == nil)
        #expect(
            Condition.condition(icon: "https://api.weather.gov/icons/land/night/tsra_hi,40/rain?size=small")?
                .icon == "11n")
        #expect(
            Condition.condition(icon: "https://api.weather.gov/icons/land/day/unknowncode?size=small") == nil)
    }

    @Test(arguments: [
        ("PT1H", 1), ("PT17H", 17), ("P1D", 24), ("P2D", 48), ("P1DT3H", 27), ("P6DT15H", 159),
        ("P4DT15H", 111),
    ])
    func aDurationIsReadInWholeHours(_ text: String, _ hours: Int) {
        #expect(Quantities.hours(in: Substring(text)) == hours)
    }

    @Test(arguments: [
        "", "P", "PT", "PT30M", "P1M", "P1Y", "1H", "PT1H30M", "P1DT", "PTH", "P-1D", "PT9999999H", "P1D1H",
    ])
    func aDurationWxappCannotReadIsNone(_ text: String) {
        #expect(Quantities.hours(in: Substring(text)) == nil)
    }

    @Test func aValueInAnUnknownUnitOrRejectedByQualityControlIsMissing() {
        typealias Quantity = NationalWeatherServiceDTO.Quantity
        for flag in ["X", "Q", "B"] {
            #expect(
                Quantities.checked(Quantity(unitCode: "wmoUnit:degC", value: 1, qualityControl: flag)) == nil)
        }
        for flag in ["Z", "C", "S", "V", "G", "T", nil] {
            #expect(
                Quantities.checked(Quantity(unitCode: "wmoUnit:degC", value: 1, qualityControl: flag))?.0 == 1
            )
        }
        #expect(Quantities.temperature(1, "degR") == nil && Quantities.speed(1, "furlong_fortnight-1") == nil)
        #expect(Quantities.temperature(50, "degF")?.celsius == 10)
        #expect(Quantities.pressure(101_325, "Pa")?.hectopascals == 1_013.25)
        #expect(Quantities.precipitation(0.0025, "m")?.millimetres == 2.5)
        #expect(Quantities.unit("wmoUnit:km_h-1") == "km_h-1" && Quantities.unit("percent") == "percent")
    }

    /// Every city of the gazetteer in the United States and its territories is inside the NWS's reach, and
    /// a city elsewhere is inside only where it faces a US city across the border (within 15 km of one).
    @Test func theReachHoldsEveryUSCityAndNoOtherAwayFromTheBorder() throws {
        let text = try String(contentsOf: try GazetteerFixtures.repositoryGazetteerURL(), encoding: .utf8)
        var us: [Coordinates] = []
        var others: [(String, Coordinates)] = []
        let territories: Set = ["US", "PR", "GU", "VI", "AS", "MP"]
        for line in text.split(separator: "\n").dropFirst() {
            guard case .success(let city) = GazetteerRecord.city(from: ArraySlice(line.utf8)) else {
                continue
            }
            if territories.contains(city.countryCode) {
                us.append(city.coordinates)
            } else {
                others.append((city.name, city.coordinates))
            }
        }
        #expect(us.count > 1_000)
        let reach = WeatherProvider.nationalWeatherService.reach
        #expect(us.filter { !reach.contains($0) }.isEmpty)
        let inside = others.filter { reach.contains($0.1) }
        for (name, point) in inside {
            #expect(us.contains { $0.kilometres(to: point) < 15 }, "\(name) is inside, far from any US city")
        }
        #expect(inside.count < 20)
    }
}
