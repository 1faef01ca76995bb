import Domain
import Foundation
import Infrastructure
import Logging
import PropertyBased
import Synchronization
import Testing

@testable import MetNorwayProvider
@testable import NationalWeatherServiceProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import ProviderKit

/// Whatever a reply under the size cap holds, what is built from it is bounded before it is built: a reply
/// of more steps, grid values or alerts than any service sends is unreadable at once, and one within the
/// bounds never gives more forecast hours than a forecast has, however far its intervals reach.
struct ReplyExpansionTests {
    static let bound = ReplyBounds.forecastSteps
    static let sizeCap = 1 << 20
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    /// The start of the hour in progress at `now`: grid intervals begin on the hour.
    static let hour = 1_794_999_600
    static let place = Coordinates(latitude: 35.95, longitude: -114.45)!

    struct NoOffset: UTCOffsetSource {
        func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? { 0 }
        func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? { nil }
    }

    /// Builds from `body` as the provider does: Domain values or an error.
    typealias Build = @Sendable (_ body: Data) throws -> [ForecastEntry]

    /// Each provider's forecast reply of `count` steps an hour apart from `start`, as text.
    static func openMeteo(_ count: Int, from start: Int) -> String {
        let times = (0..<count).map { String(start + $0 * 3_600) }.joined(separator: ",")
        let values = Array(repeating: "12.5", count: count).joined(separator: ",")
        return #"{"utc_offset_seconds":0,"hourly":{"time":[\#(times)],"temperature_2m":[\#(values)]}}"#
    }

    static func openWeatherMap(_ count: Int, from start: Int) -> String {
        let steps = (0..<count).map { #"{"dt":\#(start + $0 * 3_600),"main":{"temp":285.5}}"# }
        return #"{"list":[\#(steps.joined(separator: ","))]}"#
    }

    static func metNorway(_ count: Int, from start: Int) -> String {
        let steps = (0..<count).map { index in
            let time = Date(timeIntervalSince1970: Double(start + index * 3_600)).ISO8601Format()
            return #"{"time":"\#(time)","data":{"instant":{"details":{"air_temperature":12.5}}}}"#
        }
        return #"{"properties":{"timeseries":[\#(steps.joined(separator: ","))]}}"#
    }

    /// An NWS grid whose every layer has `count` values, each over `hours` hours, the first from `start`.
    static func grid(_ count: Int, from start: Int, hours: Int) -> String {
        let values = (0..<count).map { index in
            let time = Date(timeIntervalSince1970: Double(start + index * 3_600)).ISO8601Format()
            return #"{"validTime":"\#(time)/PT\#(hours)H","value":12.5}"#
        }.joined(separator: ",")
        let layer = #"{"uom":"wmoUnit:degC","values":[\#(values)]}"#
        let percent = #"{"uom":"wmoUnit:percent","values":[\#(values)]}"#
        return #"{"properties":{"temperature":\#(layer),"dewpoint":\#(layer),"relativeHumidity":\#(percent),"#
            + #""skyCover":\#(percent),"probabilityOfPrecipitation":\#(percent)}}"#
    }

    static func steps(_ forecast: Forecast) -> [ForecastEntry] { forecast.entries }

    static let builds: [(name: String, reply: @Sendable (Int, Int, Int) -> String, build: Build)] = [
        (
            "Open-Meteo", { count, start, _ in openMeteo(count, from: start) },
            { body in
                steps(try JSONDecoder().decode(OpenMeteoForecastDTO.self, from: body).toDomain())
            }
        ),
        (
            "OpenWeatherMap", { count, start, _ in openWeatherMap(count, from: start) },
            { body in
                steps(try JSONDecoder().decode(ForecastDTO.self, from: body).toDomain())
            }
        ),
        (
            "MET Norway", { count, start, _ in metNorway(count, from: start) },
            { body in
                steps(try MetNorwayForecastDTO.decoded(from: body).forecast(at: place, offsets: NoOffset()))
            }
        ),
        (
            "NWS", { count, start, hours in grid(count, from: start, hours: hours) },
            { body in
                steps(
                    try JSONDecoder().decode(NationalWeatherServiceDTO.GridpointReply.self, from: body)
                        .forecast(
                            at: place, now: now, offsets: NoOffset()))
            }
        ),
    ]

    /// Counts around the bound and far past it; starts from years before now to years after; intervals
    /// from an hour to ten days.
    static let shapes = zip(
        Gen.frequency(
            (1, Gen.int(in: 1...bound)), (1, Gen.int(in: bound...(bound + 2))),
            (1, Gen.int(in: bound...2_000))),
        Gen.frequency((3, Gen.int(in: -300...300)), (1, Gen.int(in: -80_000...80_000))), Gen.int(in: 1...240))

    @Test(arguments: 0..<4) func noReplyBuildsMoreThanAForecastHas(provider: Int) async {
        let (name, reply, build) = Self.builds[provider]
        let outcomes = Mutex((built: 0, refused: 0))
        await propertyCheck(count: 80, input: Self.shapes) { count, startHours, hours in
            let start = Self.hour + startHours * 3_600
            let body = Data(reply(count, start, hours).utf8)
            guard body.count <= Self.sizeCap else { return }
            do {
                let entries = try build(body)
                outcomes.withLock { $0.built += 1 }
                #expect(count <= Self.bound, "\(name): \(count) steps were built from")
                #expect(entries.count <= Self.bound, "\(name): \(entries.count) hours built")
            } catch let error as WeatherError {
                guard case .unreadableResponse(let detail) = error else {
                    Issue.record("\(name): \(error), not unreadable")
                    return
                }
                if count > Self.bound {
                    #expect(detail.contains("more than the \(Self.bound)"), "\(name): \(detail)")
                    outcomes.withLock { $0.refused += 1 }
                }
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        let (built, refused) = outcomes.withLock { $0 }
        #expect(built > 5 && refused > 5, "\(name): the shapes cover both outcomes: \(built), \(refused)")
    }

    /// The grid of the audit: every value of every layer spanning ten days, as many as the bound lets in,
    /// is spread over the forecast's hours alone.
    @Test func aGridOfTenDayIntervalsGivesAForecastsHoursAlone() throws {
        let body = Data(
            Self.grid(Self.bound, from: Self.hour - 239 * 3_600, hours: 240).utf8)
        let entries = try Self.builds[3].build(body)
        #expect(entries.count == Self.bound)
        #expect(entries.first?.time == Date(timeIntervalSince1970: Double(Self.hour)))
    }

    @Test func aGridWithMoreValuesThanHoursIsRefusedBeforeItIsSpread() throws {
        let body = Data(Self.grid(Self.bound + 1, from: 0, hours: 240).utf8)
        #expect(
            throws: WeatherError.unreadableResponse(
                detail:
                    "the NWS forecast grid holds 409 values of temperature, more than the 408 any reply has"
            )
        ) { try Self.builds[3].build(body) }
    }

    @Test func anAlertReplyOfMoreAlertsThanAnyFeedIsRefused() async throws {
        let feature = #"{"properties":{}}"#
        let body =
            #"{"features":["#
            + Array(repeating: feature, count: ReplyBounds.alerts + 1).joined(separator: ",") + "]}"
        let feed = AlertFeed(
            baseURL: URL(string: "https://alerts.example.org")!, http: StubHTTPClient(body: body),
            monitor: StubNetworkMonitor(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        struct Nothing: Decodable, Sendable {}
        do {
            let _: AlertFeaturesDTO<Nothing> = try await feed.features(
                "alerts", query: [], service: "NWS", failing: "the US National Weather Service")
            Issue.record("a reply of \(ReplyBounds.alerts + 1) alerts was read")
        } catch {
            #expect(
                "\(error)".contains("holds 2001 alerts, more than the 2000 any reply has"), "\(error)")
        }
    }
}
