import Domain
import Foundation
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import ProviderKit
@testable import WeatherData

extension MetNorwayRecordedReplyTests {
    @Test func theFolderHoldsRepliesOfBothProducts() throws {
        #expect(Self.replies.count >= 4)
        #expect(Self.replies.contains { $0.name.hasPrefix("compact-") })
        #expect(Self.replies.contains { $0.name.hasPrefix("complete-") })
        for reply in Self.replies {
            let meta = try #require(
                (Self.body(of: reply)["properties"] as? [String: Any])?["meta"] as? [String: Any])
            let variables = Set(try #require(meta["units"] as? [String: Any]).keys)
            if reply.name.hasPrefix("compact-") {
                #expect(variables == Self.compactVariables, "\(reply.name)")
            } else {
                #expect(
                    reply.name.hasPrefix("complete-")
                        && variables.isStrictSuperset(of: Self.compactVariables),
                    "\(reply.name)")
            }
        }
    }

    @Test(arguments: replies)
    func theCurrentWeatherIsTheFirstStepAsRecorded(_ reply: Reply) throws {
        let body = try Self.body(of: reply)
        let first = try #require(try Self.steps(of: body).first)
        let weather = try Self.dto(reply).currentWeather(
            at: try Self.coordinates(of: body), now: first.time, offsets: UnknownOffsets())

        #expect(weather.observedAt == first.time)
        for variable in Self.instantVariables {
            Self.expectReading(
                Self.value(of: variable, in: weather.readings), equals: first.details[variable], variable)
        }
        if reply.name.hasPrefix("compact-") { #expect(weather.wind.gust == nil) }
        let symbol = first.periods["next_1_hours"]?.symbol
        #expect(
            symbol != nil
                && weather.primaryCondition?.code == MetNorwaySymbol.condition(symbol, isDay: true)?.code)
        #expect(weather.feelsLike == nil && weather.visibility == nil, "MET gives neither")
        #expect(weather.rain == nil && weather.snow == nil, "MET's amounts are of the hours ahead")
        #expect(weather.provider == .metNorway)
    }

    @Test(arguments: replies)
    func theForecastIsEveryStepWithATemperatureAndItsOwnPeriod(_ reply: Reply) throws {
        let body = try Self.body(of: reply)
        let steps = try Self.steps(of: body)
        let forecast = try Self.dto(reply).forecast(
            at: try Self.coordinates(of: body), offsets: UnknownOffsets())
        let kept = steps.indices.filter { steps[$0].details["air_temperature"] != nil }

        try #require(forecast.entries.count == kept.count)
        for (entry, index) in zip(forecast.entries, kept) {
            let step = steps[index]
            #expect(entry.time == step.time)
            for variable in Self.instantVariables {
                Self.expectReading(
                    Self.value(of: variable, in: entry.readings), equals: step.details[variable],
                    "\(variable) at \(step.time)")
            }
            let period = Self.period(at: index, of: steps)
            #expect(entry.rain == nil || entry.snow == nil)
            Self.expectReading(
                (entry.rain ?? entry.snow)?.millimetres, equals: period?.amount,
                "precipitation at \(step.time)")
            Self.expectReading(
                entry.precipitationProbability, equals: period?.probability.map { $0 / 100 },
                "probability at \(step.time)")
            #expect(
                entry.primaryCondition?.code == MetNorwaySymbol.condition(period?.symbol, isDay: true)?.code)
            #expect(entry.feelsLike == nil && entry.visibility == nil)
        }
    }

    @Test(arguments: replies)
    func everySymbolOfTheReplyIsACondition(_ reply: Reply) throws {
        let symbols = Set(
            try Self.steps(of: Self.body(of: reply)).flatMap { $0.periods.values.compactMap(\.symbol) })
        #expect(!symbols.isEmpty)
        for symbol in symbols.sorted() {
            #expect(MetNorwaySymbol.condition(symbol, isDay: true) != nil, "\(symbol)")
            #expect(MetNorwaySymbol.condition(symbol, isDay: false) != nil, "\(symbol)")
        }
    }

    /// One member of the first step removed, and the readings that it alone carried.
}
