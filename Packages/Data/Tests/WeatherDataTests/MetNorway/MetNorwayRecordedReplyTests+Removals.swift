import Domain
import Foundation
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import ProviderKit
@testable import WeatherData

extension MetNorwayRecordedReplyTests {
    /// One member of the first step removed, and the readings that it alone carried.
    struct Removal {
        let path: [String]
        let missingNow: Set<String>
        let missingInForecast: Set<String>
    }

    static func removals(of step: RecordedStep) -> [Removal] {
        let instant = step.details.keys.sorted().filter { $0 != "air_temperature" }.map { variable in
            let carried: Set = instantVariables.contains(variable) ? [variable] : []
            return Removal(
                path: ["instant", "details", variable], missingNow: carried, missingInForecast: carried)
        }
        let precipitation: Set = [
            "precipitation_amount", "precipitation_kind", "probability_of_precipitation",
        ]
        return instant + [
            Removal(
                path: ["next_1_hours"], missingNow: ["symbol"],
                missingInForecast: precipitation.union(["symbol"])),
            // Without its symbol, MET has not said whether the precipitation is rain or snow: neither is shown.
            Removal(
                path: ["next_1_hours", "summary"], missingNow: ["symbol"],
                missingInForecast: ["symbol", "precipitation_amount", "precipitation_kind"]),
            Removal(path: ["next_1_hours", "details"], missingNow: [], missingInForecast: precipitation),
        ]
    }

    @Test(arguments: replies)
    func eachFieldOfTheFirstStepRemovedLeavesOnlyItsReadingMissing(_ reply: Reply) throws {
        let body = try Self.body(of: reply)
        let coordinates = try Self.coordinates(of: body)
        let first = try #require(try Self.steps(of: body).first)
        let now = try Self.dto(reply).currentWeather(
            at: coordinates, now: first.time, offsets: UnknownOffsets())
        let forecast = try Self.dto(reply).forecast(at: coordinates, offsets: UnknownOffsets())
        let entry = try #require(forecast.entries.first)

        for removal in Self.removals(of: first) {
            let dto = try Self.dto(Self.removing(removal.path, fromFirstStepOf: body))
            let nowLacking = try dto.currentWeather(
                at: coordinates, now: first.time, offsets: UnknownOffsets())
            let forecastLacking = try dto.forecast(at: coordinates, offsets: UnknownOffsets())
            let entryLacking = try #require(forecastLacking.entries.first)
            func missing(_ names: Set<String>, in table: [String: String]) -> [String: String] {
                table.merging(names.map { ($0, "missing") }, uniquingKeysWith: { $1 })
            }
            #expect(nowLacking.observedAt == now.observedAt && entryLacking.time == entry.time)
            #expect(
                Self.table(nowLacking.readings) == missing(removal.missingNow, in: Self.table(now.readings)),
                "current weather without \(removal.path.joined(separator: "."))")
            #expect(
                Self.table(entryLacking.readings, probability: entryLacking.precipitationProbability)
                    == missing(
                        removal.missingInForecast,
                        in: Self.table(entry.readings, probability: entry.precipitationProbability)),
                "first forecast step without \(removal.path.joined(separator: "."))")
            #expect(Array(forecastLacking.entries.dropFirst()) == Array(forecast.entries.dropFirst()))
        }
    }

    /// The step that covers now is the current weather even without its temperature, which is then
    /// missing: never the next hour's, with its later time. The forecast leaves the step out.
    @Test(arguments: replies)
    func withoutItsTemperatureTheStepCoveringNowIsStillCurrentAndTheTemperatureMissing(_ reply: Reply) throws
    {
        let body = try Self.body(of: reply)
        let coordinates = try Self.coordinates(of: body)
        let steps = try Self.steps(of: body)
        let forecast = try Self.dto(reply).forecast(at: coordinates, offsets: UnknownOffsets())
        let dto = try Self.dto(
            Self.removing(["instant", "details", "air_temperature"], fromFirstStepOf: body))

        // Ten minutes into the first step, as when its hour is the one in progress.
        let now = steps[0].time.addingTimeInterval(600)
        let weather = try dto.currentWeather(at: coordinates, now: now, offsets: UnknownOffsets())
        #expect(weather.observedAt == steps[0].time && weather.observedAt <= now)
        #expect(weather.temperature == nil)
        for variable in Self.instantVariables where variable != "air_temperature" {
            Self.expectReading(
                Self.value(of: variable, in: weather.readings), equals: steps[0].details[variable], variable)
        }
        #expect(
            try dto.forecast(at: coordinates, offsets: UnknownOffsets()).entries
                == Array(forecast.entries.dropFirst()))
    }

    /// Each day's high and low take in the six hours' extremes MET gives after each step, where those hours
    /// lie wholly within the day; each step keeps them as the reply has them.
    @Test(arguments: replies)
    func eachDaysHighAndLowTakeInTheSixHoursExtremesWithinIt(_ reply: Reply) throws {
        let body = try Self.body(of: reply)
        let coordinates = try Self.coordinates(of: body)
        let steps = try Self.steps(of: body)
        let forecast = try Self.dto(reply).forecast(at: coordinates, offsets: UnknownOffsets())
        for entry in forecast.entries {
            let six = try #require(steps.first { $0.time == entry.time }).periods["next_6_hours"]
            Self.expectReading(entry.period?.high?.celsius, equals: six?.maximum, "air_temperature_max")
            Self.expectReading(entry.period?.low?.celsius, equals: six?.minimum, "air_temperature_min")
        }
        // The days worked out here from the reply itself, at the nautical offset the mapping takes.
        let offset = Double((coordinates.longitude / 15).rounded()) * 3_600
        func day(_ date: Date) -> Int { Int(((date.timeIntervalSince1970 + offset) / 86_400).rounded(.down)) }
        var highs: [Int: Double] = [:]
        var lows: [Int: Double] = [:]
        for step in steps {
            guard let celsius = step.details["air_temperature"] else { continue }
            let today = day(step.time)
            var values = [celsius]
            let six = step.periods["next_6_hours"]
            if day(step.time.addingTimeInterval(6 * 3_600 - 1)) == today {
                values += [six?.maximum, six?.minimum].compactMap { $0 }
            }
            highs[today] = max(highs[today] ?? -.infinity, values.max()!)
            lows[today] = min(lows[today] ?? .infinity, values.min()!)
        }
        var raised = 0
        for summary in forecast.dailySummaries() {
            let key = summary.date.daysSinceEpoch
            #expect(abs(summary.maximum.celsius - (highs[key] ?? .nan)) < 1e-9, "the high of \(summary.date)")
            #expect(abs(summary.minimum.celsius - (lows[key] ?? .nan)) < 1e-9, "the low of \(summary.date)")
            if summary.maximum > summary.entries.map(\.temperature).max()! { raised += 1 }
        }
        let givesExtremes = steps.contains { $0.periods["next_6_hours"]?.maximum != nil }
        #expect(!givesExtremes || raised > 0, "a reply with extremes raises some day's high above its steps'")
    }
}
