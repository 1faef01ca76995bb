import FlyingFox
import FlyingSocks
import Foundation
import LoopbackSupport

/// A real HTTP server on 127.0.0.1 shaped like MET Norway's Locationforecast 2.0 (`complete`): a reply for
/// any coordinates, with `Expires` and `Last-Modified`, 304 to a matching `If-Modified-Since`, a fault
/// switch and a log of requests with the headers that MET's terms are about.
actor FakeMetNorway {
    static let path = "/weatherapi/locationforecast/2.0/complete"
    /// The `Last-Modified` of every reply.
    static let lastModified = "Wed, 25 Nov 2026 04:00:00 GMT"

    struct Request: Sendable {
        let query: [String: String]
        let userAgent: String?
        let ifModifiedSince: String?
    }

    private let loopback: LoopbackHTTPServer
    private var fault: (status: Int, body: String, headers: [String: String])?
    /// How long after a reply it expires.
    private var lifetime: TimeInterval = 1_800
    /// The temperature (°C) of every step.
    private var temperature = 4.5
    private(set) var requests: [Request] = []

    init() throws {
        loopback = try LoopbackHTTPServer(timeout: 10)
    }

    /// Starts listening on a free port and returns the base URL.
    func start() async throws -> String {
        let url = try await loopback.start { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .serviceUnavailable) }
            return await self.handle(request)
        }
        return url
    }

    /// Stops listening: a request after this is refused.
    func stop() async {
        await loopback.stop()
    }

    /// Makes every request get `status`, `body` and `headers`; nil restores normal service.
    func setFault(_ status: Int?, body: String = "", headers: [String: String] = [:]) {
        fault = status.map { ($0, body, headers) }
    }

    func setLifetime(_ seconds: TimeInterval) { lifetime = seconds }
    func setTemperature(_ celsius: Double) { temperature = celsius }

    /// Runs `body` with a fresh server, stopped afterwards.
    static func run<T>(_ body: (FakeMetNorway, String) async throws -> T) async throws -> T {
        let fake = try FakeMetNorway()
        let url = try await fake.start()
        do {
            let value = try await body(fake, url)
            await fake.stop()
            return value
        } catch {
            await fake.stop()
            throw error
        }
    }

    private func handle(_ request: HTTPRequest) async -> HTTPResponse {
        let recorded = FakeOpenWeatherMap.record(request)
        let ifModifiedSince = request.headers[HTTPHeader("If-Modified-Since")]
        requests.append(
            Request(
                query: recorded.query, userAgent: request.headers[HTTPHeader("User-Agent")],
                ifModifiedSince: ifModifiedSince))
        if let fault {
            return FakeOpenWeatherMap.response(status: fault.status, body: fault.body, headers: fault.headers)
        }
        guard recorded.path == Self.path, let latitude = recorded.query["lat"].flatMap(Double.init),
            let longitude = recorded.query["lon"].flatMap(Double.init)
        else {
            return FakeOpenWeatherMap.response(status: 400, body: #"{"error":"bad request"}"#)
        }
        let headers = [
            "Expires": Self.httpDate(Date().addingTimeInterval(lifetime)), "Last-Modified": Self.lastModified,
        ]
        if ifModifiedSince == Self.lastModified {
            return FakeOpenWeatherMap.response(status: 304, body: "", headers: headers)
        }
        return FakeOpenWeatherMap.response(
            status: 200, body: Self.reply(latitude: latitude, longitude: longitude, temperature: temperature),
            headers: headers)
    }

    /// A `complete` reply from the current hour: 60 hourly steps, then six-hourly ones to nine days ahead.
    static func reply(latitude: Double, longitude: Double, temperature: Double, from start: Date = Date())
        -> String
    {
        let hour = (start.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600
        var times = (0..<60).map { hour + Double($0) * 3_600 }
        while let last = times.last, last < hour + 9 * 86_400 { times.append(last + 6 * 3_600) }
        let steps = times.enumerated().map { index, time in
            let hourly = index < 60
            let next1 =
                hourly
                ? #","next_1_hours":{"summary":{"symbol_code":"lightrain"},"details":{"precipitation_amount":0.4,"probability_of_precipitation":60.0}}"#
                : ""
            return """
                {"time":"\(iso(time))","data":{"instant":{"details":{"air_pressure_at_sea_level":1012.3,\
                "air_temperature":\(temperature),"cloud_area_fraction":87.5,"dew_point_temperature":2.1,\
                "relative_humidity":81.2,"wind_from_direction":204.6,"wind_speed":5.3,"wind_speed_of_gust":9.8}}\
                \(next1),"next_6_hours":{"summary":{"symbol_code":"cloudy"},"details":{"precipitation_amount":1.2,\
                "probability_of_precipitation":40.0}},"next_12_hours":{"summary":{"symbol_code":"cloudy"},"details":{}}}}
                """
        }
        return """
            {"type":"Feature","geometry":{"type":"Point","coordinates":[\(longitude),\(latitude),20]},\
            "properties":{"meta":{"updated_at":"\(iso(hour))","units":{"air_pressure_at_sea_level":"hPa",\
            "air_temperature":"celsius","cloud_area_fraction":"%","precipitation_amount":"mm",\
            "relative_humidity":"%","wind_from_direction":"degrees","wind_speed":"m/s",\
            "wind_speed_of_gust":"m/s","probability_of_precipitation":"%"}},\
            "timeseries":[\(steps.joined(separator: ","))]}}
            """
    }

    private static func iso(_ seconds: TimeInterval) -> String {
        ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: seconds))
    }

    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
