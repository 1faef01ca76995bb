import Foundation

/// A way for the fake OpenWeatherMap server to misbehave, set at run time per endpoint or for all of them.
struct ServerFault: Sendable, Equatable {
    /// What the server sends instead of its normal reply.
    enum Reply: Sendable, Equatable {
        /// The normal reply.
        case normal
        /// The normal current-weather reply with an empty `weather` array.
        case emptyWeatherArray
        /// A fixed status, body and headers.
        case fixed(status: Int, body: String, headers: [String: String])
        /// The normal current-weather reply padded with spaces to `bytes`, with its Content-Length.
        case largeBody(bytes: Int)
        /// The normal reply's headers and the first half of its body, then the connection closes.
        case cutOffMidBody
        /// The normal reply, its temperature and description stamped with the request's serial number.
        case stamped
    }

    var reply: Reply
    /// False for a service that never answers: the server waits, with no clock, until the request is given up.
    var answers: Bool
    /// How many requests meet the fault before normal service resumes; nil for all of them.
    var times: Int?

    init(reply: Reply, answers: Bool = true, times: Int? = nil) {
        self.reply = reply
        self.answers = answers
        self.times = times
    }

    /// The same fault for the next `count` requests only.
    func times(_ count: Int) -> ServerFault {
        ServerFault(reply: reply, answers: answers, times: count)
    }

    static func status(_ status: Int, body: String, headers: [String: String] = [:]) -> ServerFault {
        ServerFault(reply: .fixed(status: status, body: body, headers: headers))
    }

    /// A service that never answers: only wxapp's own timeout ends the request.
    static let silent = ServerFault(reply: .normal, answers: false)

    static let rejectedKey = status(
        401,
        body: """
            {"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
            """)

    static let cityNotFound = status(404, body: #"{"cod":"404","message":"city not found"}"#)

    static let rateLimited = status(
        429,
        body: """
            {"cod":429,"message":"Your account is temporary blocked due to exceeding of requests limitation of your \
            subscription type. Please choose the proper subscription https://openweathermap.org/price"}
            """,
        headers: ["Retry-After": "30"])

    static let internalServerError = status(500, body: #"{"cod":"500","message":"Internal error"}"#)

    static let badGatewayHTML = status(
        502,
        body: "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
        headers: ["Content-Type": "text/html"])

    static let htmlWithStatusOK = status(
        200,
        body:
            "<!DOCTYPE html><html><body><p>Welcome to the captive portal. Please sign in.</p></body></html>",
        headers: ["Content-Type": "text/html"])

    static let truncatedJSON = status(
        200,
        body: #"{"coord":{"lon":139.6917,"lat":35.6895},"weather":[{"id":803,"main":"Clouds","descr"#)

    static let wrongTypes = status(
        200,
        body: """
            {"coord":{"lon":"east","lat":"north"},"weather":[{"id":"cloudy","main":7,"description":[],"icon":null}],\
            "base":"stations","main":{"temp":"warm","feels_like":"warmer","temp_min":"cool","temp_max":"hot",\
            "pressure":"high","humidity":"damp"},"visibility":"far","wind":{"speed":"fast","deg":"north"},\
            "clouds":{"all":"some"},"dt":"today","sys":{"country":81,"sunrise":"early","sunset":"late"},\
            "timezone":"JST","id":"x","name":42,"cod":200}
            """)

    static let emptyWeatherArray = ServerFault(reply: .emptyWeatherArray)

    /// 20 MB that would be valid JSON, far above any cap a client should keep.
    static let twentyMegabytes = ServerFault(reply: .largeBody(bytes: 20_000_000))

    static let cutOffMidReply = ServerFault(reply: .cutOffMidBody)

    static let stampedWeather = ServerFault(reply: .stamped)
}
