import FlyingFox
import Foundation
import LoopbackSupport

/// api.weather.gov on loopback, answering with the recorded real replies of the Data package's fixtures:
/// the point lookup of New York (and, made from it, of Lake Mead), its stations, Central Park's latest observation and a forecast grid
/// (the recorded Tallahassee one, as the square the point names). Every request is kept, with its
/// User-Agent; a fault, when set, answers every request instead.
actor FakeNationalWeatherService {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent(
            "../../../Packages/Data/Tests/WeatherDataTests/Fixtures/NationalWeatherService"
        )
        .standardizedFileURL

    struct Request: Sendable {
        let path: String
        let userAgent: String?
    }

    private let loopback: LoopbackHTTPServer
    private var fault: (status: Int, body: String)?
    /// The span the grid says it forecasts, instead of the recorded one.
    private var gridValidTimes: String?
    /// How far the grid's times are moved, and when it says it was issued.
    private var gridMove: (seconds: TimeInterval, issued: Date)?
    private(set) var requests: [Request] = []

    init() throws {
        loopback = try LoopbackHTTPServer(timeout: 10)
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    /// The recorded grid, as the square OKX 33,35 that the recorded point lookup names.
    static func grid() throws -> String {
        try fixture("gridpoint.json")
            .replacingOccurrences(of: #""gridId": "TAE""#, with: #""gridId": "OKX""#)
            .replacingOccurrences(of: #""gridX": "58""#, with: #""gridX": 33"#)
            .replacingOccurrences(of: #""gridY": "65""#, with: #""gridY": 35"#)
    }

    /// The recorded point lookup as that of 35.95,-114.45, the Arizona shore of Lake Mead, whose zone is
    /// Phoenix's (no daylight saving time) while the nearest cities keep Los Angeles's; its square is still
    /// OKX 33,35, so that the recorded stations and grid answer for it.
    static func lakeMeadPoint() throws -> String {
        try fixture("points.json")
            .replacingOccurrences(of: "40.7128,-74.006", with: "35.95,-114.45")
            .replacingOccurrences(of: "-74.006,\n            40.7128", with: "-114.45,\n            35.95")
            .replacingOccurrences(
                of: #""timeZone": "America/New_York""#, with: #""timeZone": "America/Phoenix""#)
    }

    func setGridValidTimes(_ span: String?) {
        gridValidTimes = span
    }

    /// Moves every time of the grid by whole hours, so that its first hour of 2022-02-04 (03:00 UTC) is the
    /// hour of `now`, and says it was issued at `issued`.
    func moveGrid(to now: Date, issued: Date) {
        let recorded = 1_643_943_600.0  // 2022-02-04T03:00:00Z
        gridMove = ((now.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600 - recorded, issued)
    }

    /// The ISO 8601 times of a grid (all in UTC), each moved by `seconds`.
    static func moving(_ grid: String, by seconds: TimeInterval) -> String {
        let pattern = try! NSRegularExpression(pattern: #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00"#)
        let parse = ISO8601DateFormatter()
        var text = grid
        let matches = pattern.matches(in: grid, range: NSRange(grid.startIndex..., in: grid))
        for match in matches.reversed() {
            guard let range = Range(match.range, in: text), let date = parse.date(from: String(text[range]))
            else { continue }
            let moved = parse.string(from: date.addingTimeInterval(seconds))
            text.replaceSubrange(range, with: moved.replacingOccurrences(of: "Z", with: "+00:00"))
        }
        return text
    }

    func setFault(_ status: Int?, body: String = "") {
        fault = status.map { ($0, body) }
    }

    static func run<T>(_ body: (FakeNationalWeatherService, String) async throws -> T) async throws -> T {
        let fake = try FakeNationalWeatherService()
        let url = try await fake.loopback.start { request in await fake.handle(request) }
        do {
            let value = try await body(fake, url)
            await fake.loopback.stop()
            return value
        } catch {
            await fake.loopback.stop()
            throw error
        }
    }

    private func handle(_ request: HTTPRequest) -> HTTPResponse {
        requests.append(Request(path: request.path, userAgent: request.headers[HTTPHeader("User-Agent")]))
        if let fault {
            return FakeOpenWeatherMap.response(status: fault.status, body: fault.body)
        }
        let path = request.path
        let file: String? =
            switch true {
            case path.hasPrefix("/points/"):
                path == "/points/40.7128,-74.006" ? "points.json" : "error_404.json"
            case path == "/gridpoints/OKX/33,35/stations": "stations.json"
            case path.hasPrefix("/stations/"): "observation_latest.json"
            default: nil
            }
        do {
            if path == "/points/35.95,-114.45" {
                return FakeOpenWeatherMap.response(status: 200, body: try Self.lakeMeadPoint())
            }
            if path == "/gridpoints/OKX/33,35" {
                var grid = try Self.grid()
                if let gridValidTimes {
                    grid = grid.replacingOccurrences(
                        of: "2022-02-03T21:00:00+00:00/P7DT14H", with: gridValidTimes)
                }
                if let gridMove {
                    let issued = ISO8601DateFormatter().string(from: gridMove.issued)
                    grid = Self.moving(grid, by: gridMove.seconds).replacingOccurrences(
                        of: #""updateTime": "[^"]*""#,
                        with: #""updateTime": "\#(issued.replacingOccurrences(of: "Z", with: "+00:00"))""#,
                        options: .regularExpression)
                }
                return FakeOpenWeatherMap.response(status: 200, body: grid)
            }
            guard let file else { return FakeOpenWeatherMap.response(status: 404, body: "{}") }
            return FakeOpenWeatherMap.response(
                status: file.hasPrefix("error_404") ? 404 : 200, body: try Self.fixture(file))
        } catch {
            return FakeOpenWeatherMap.response(status: 500, body: "the fixture could not be read: \(error)")
        }
    }
}
