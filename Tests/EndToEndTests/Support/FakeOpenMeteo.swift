import FlyingFox
import FlyingSocks
import Foundation
import LoopbackSupport

/// A real HTTP server on 127.0.0.1 that speaks Open-Meteo's forecast (`/v1/forecast`) and geocoding
/// (`/v1/search`) endpoints on one port, with a fault switch and a request log.
actor FakeOpenMeteo {
    private let loopback: LoopbackHTTPServer
    private var fault: (status: Int, body: String)?
    /// Headers that go with the fault's reply (a `Content-Encoding` its body is not in, say).
    private var faultHeaders: [String: String] = [:]
    /// When true, no request is answered: only the client's timeout ends it.
    private var silent = false
    /// Latitudes whose part of a reply comes without its `current` block.
    private var brokenLatitudes: Set<String> = []
    /// When true, each place's temperature is its latitude, so that a reply's order can be checked.
    private var temperatureIsLatitude = false
    /// How a reply for several places orders them, or misplaces one.
    enum BatchOrder: Sendable {
        case asked
        /// The places in the reverse of the order asked, each still with its own coordinates.
        case reversed
        /// The first place's part answers for a point 10° of latitude away from it.
        case firstElsewhere
    }
    private var batchOrder = BatchOrder.asked
    /// The body every geocoding request gets, instead of the usual replies.
    private var geocodingReply: String?
    /// The body every NWS alerts request gets, instead of the usual reply.
    private var nationalWeatherServiceAlerts: String?
    /// The location lookup's reply (IPinfo's `/json`): Paris unless set.
    private var geolocationReply: (status: Int, body: String) = (200, FakeOpenMeteo.parisHere)
    /// The 15-minute amounts (JSON literals) and their declared unit, instead of the usual eight steps.
    private var nowcast: OpenMeteoReplies.NowcastSteps?
    /// The body every request of past days gets, instead of the usual reply.
    private var pastDaysReply: String?
    /// Every request received, in order.
    private(set) var requests: [RecordedRequest] = []

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

    /// Makes every request fail with `status`, `body` and `headers`; nil restores normal service.
    func setFault(_ fault: (status: Int, body: String)?, headers: [String: String] = [:]) {
        self.fault = fault
        faultHeaders = headers
    }

    /// Leaves every request unanswered until the client gives it up, without a clock.
    func setSilent() {
        silent = true
    }

    /// Makes the reply for a place at `latitude` (as the request writes it) lack its current conditions.
    func breakPlace(atLatitude latitude: String) {
        brokenLatitudes.insert(latitude)
    }

    /// Makes each place's temperature (°C) equal its latitude.
    func setTemperatureIsLatitude(_ value: Bool) {
        temperatureIsLatitude = value
    }

    /// Sends `amounts` (JSON literals, such as "null" or "0.2") as the 15-minute steps from the current
    /// quarter hour, in `unit` when given (`minutely_15_units`); nil restores the usual steps.
    func setNowcast(_ amounts: [String]?, unit: String? = nil) {
        nowcast = amounts.map { OpenMeteoReplies.NowcastSteps(amounts: $0, unit: unit) }
    }

    /// Answers every request of past days (the archive's, and the forecast's with dates) with `body`; nil
    /// restores the usual replies.
    func setPastDaysReply(_ body: String?) {
        pastDaysReply = body
    }

    /// Answers every NWS alerts request with `body`; nil restores the usual reply.
    func setNationalWeatherServiceAlerts(_ body: String?) {
        nationalWeatherServiceAlerts = body
    }

    /// IPinfo's reply for an address in Paris, with the members wxapp reads and some it does not.
    static let parisHere = """
        {"ip":"203.0.113.7","city":"Paris","region":"Île-de-France","country":"FR","loc":"48.8534,2.3488",\
        "org":"AS3215 Orange S.A.","postal":"75000","timezone":"Europe/Paris"}
        """

    /// Answers every location lookup with `status` and `body`.
    func setGeolocationReply(status: Int = 200, _ body: String) {
        geolocationReply = (status, body)
    }

    /// Answers every geocoding request with `body`; nil restores the usual replies.
    func setGeocodingReply(_ body: String?) {
        geocodingReply = body
    }

    /// Orders the parts of every reply for several places as `order` says.
    func setBatchOrder(_ order: BatchOrder) {
        batchOrder = order
    }

    /// Runs `body` with a fresh server, stopped afterwards.
    static func run<T>(_ body: (FakeOpenMeteo, String) async throws -> T) async throws -> T {
        let fake = try FakeOpenMeteo()
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
        requests.append(recorded)
        if silent {
            await Silence.untilCancelled()
            return FakeOpenWeatherMap.response(status: 503, body: "given up")
        }
        if let fault {
            return FakeOpenWeatherMap.response(status: fault.status, body: fault.body, headers: faultHeaders)
        }
        switch recorded.path {
        case "/v1/search":
            return FakeOpenWeatherMap.response(
                status: 200, body: geocodingReply ?? OpenMeteoReplies.geocoding(recorded.query["name"] ?? ""))
        case "/v1/forecast" where recorded.query["current"] != nil:
            return eachPlace(recorded.query) { place, latitude in
                let reply = OpenMeteoReplies.current(
                    place, temperature: temperatureIsLatitude ? Double(latitude) : nil, nowcast: nowcast)
                guard brokenLatitudes.contains(latitude) else { return reply }
                return
                    #"{"latitude":\#(latitude),"longitude":\#(place["longitude"] ?? ""),"utc_offset_seconds":0}"#
            }
        case "/json":
            return FakeOpenWeatherMap.response(status: geolocationReply.status, body: geolocationReply.body)
        case "/alerts/active":
            return FakeOpenWeatherMap.response(
                status: 200,
                body: nationalWeatherServiceAlerts ?? OpenMeteoReplies.nationalWeatherServiceAlerts())
        case "/weatherapi/metalerts/2.0/current.json":
            return FakeOpenWeatherMap.response(status: 200, body: OpenMeteoReplies.metNorwayAlerts())
        case "/v1/archive" where recorded.query["hourly"] != nil,
            "/v1/forecast" where recorded.query["start_date"] != nil:
            return FakeOpenWeatherMap.response(
                status: 200, body: pastDaysReply ?? OpenMeteoReplies.pastDays(recorded.query))
        case "/v1/archive":
            return FakeOpenWeatherMap.response(status: 200, body: OpenMeteoReplies.archive(recorded.query))
        case "/v1/air-quality":
            return FakeOpenWeatherMap.response(status: 200, body: OpenMeteoReplies.airQuality(recorded.query))
        case "/v1/forecast" where recorded.query["hourly"] != nil:
            return eachPlace(recorded.query) { place, latitude in
                guard brokenLatitudes.contains(latitude) else { return OpenMeteoReplies.hourly(place) }
                return
                    #"{"latitude":\#(latitude),"longitude":\#(place["longitude"] ?? ""),"utc_offset_seconds":0}"#
            }
        default:
            return FakeOpenWeatherMap.response(
                status: 400, body: #"{"error":true,"reason":"Unexpected request"}"#)
        }
    }

    /// One place's reply, or for comma-separated coordinates an array of them in the same order, as
    /// Open-Meteo answers; `reply` gets each place's query and latitude as the request wrote it.
    private func eachPlace(
        _ query: [String: String], reply: (_ place: [String: String], _ latitude: String) -> String
    )
        -> HTTPResponse
    {
        let latitudes = (query["latitude"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
        let longitudes = (query["longitude"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
        guard latitudes.count == longitudes.count else {
            return FakeOpenWeatherMap.response(
                status: 400,
                body:
                    #"{"error":true,"reason":"latitude and longitude must have the same number of elements"}"#
            )
        }
        var replies = zip(latitudes, longitudes).enumerated().map { number, point in
            var place = query
            var latitude = String(point.0)
            if number == 0, latitudes.count > 1, batchOrder == .firstElsewhere, let asked = Double(latitude) {
                latitude = String(asked > 0 ? asked - 10 : asked + 10)
            }
            place["latitude"] = latitude
            place["longitude"] = String(point.1)
            return reply(place, latitude)
        }
        if batchOrder == .reversed { replies.reverse() }
        return FakeOpenWeatherMap.response(
            status: 200,
            body: latitudes.count == 1 ? replies.joined() : "[" + replies.joined(separator: ",") + "]")
    }
}
