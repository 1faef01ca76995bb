import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// GET requests to one Open-Meteo host: URL building, reachability, status codes and decoding, with
/// failures mapped to Domain errors. Open-Meteo needs no key.
struct OpenMeteoClient: Sendable {
    let connection: ServiceConnection

    init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the Open-Meteo URL", baseURL: baseURL, http: http, monitor: monitor, logger: logger)
    }

    /// The decoded body of a successful GET of `path` (relative to the base URL).
    func get<T: Decodable>(_ type: T.Type, _ path: String, query: [URLQueryItem], what: String)
        async throws(WeatherError) -> T
    {
        let response = try await connection.get(path, query: query)
        try checkStatus(of: response)
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            connection.logger.debug("undecodable Open-Meteo \(what) reply: \(error)")
            throw .unreadableResponse(detail: "the Open-Meteo \(what) reply is not the JSON expected")
        }
    }

    /// The decoded body of a successful GET that asks about one place, which it must answer for: a reply
    /// that names its place names one within the grid's reach of `asked`.
    func get<T: Decodable & OpenMeteoLocated>(
        _ type: T.Type, _ path: String, query: [URLQueryItem], asked: Coordinates, what: String
    ) async throws(WeatherError) -> T {
        let reply = try await get(type, path, query: query, what: what)
        if let answered = reply.coordinates, ReplyMatching.order(answered: [answered], asked: [asked]) == nil
        {
            connection.logger.debug("Open-Meteo \(what) reply place \(answered) for \(asked)")
            throw misplaced(what: what)
        }
        return reply
    }

    /// The replies of a GET that asks about several places at once, one for each of `asked` in its order,
    /// each decoded on its own: an element whose weather is not the JSON expected fails alone. The elements
    /// are paired with the places asked by the coordinates each names, not by their position; a reply that
    /// is not an array of as many elements, or with an element that names no place (it cannot be paired)
    /// or one not asked, fails all. (A reply for one place needs no pairing: it is checked against the
    /// place asked only when it names one.)
    func getEach<T: Decodable & OpenMeteoLocated>(
        _ type: T.Type, _ path: String, query: [URLQueryItem], asked: [Coordinates], what: String
    )
        async throws(WeatherError) -> [Result<T, WeatherError>]
    {
        let count = asked.count
        let response = try await connection.get(path, query: query)
        try checkStatus(of: response)
        let elements: [Element<T>]
        do {
            elements = try JSONDecoder().decode([Element<T>].self, from: response.body)
        } catch {
            connection.logger.debug("undecodable Open-Meteo \(what) reply for \(count) places: \(error)")
            throw .unreadableResponse(
                detail: "the Open-Meteo \(what) reply for \(count) places is not the JSON expected")
        }
        guard elements.count == count else {
            throw .unreadableResponse(
                detail:
                    "the Open-Meteo \(what) reply holds \(elements.count) places, not the \(count) asked for")
        }
        let answered = elements.compactMap(\.place.coordinates)
        guard answered.count == count, let order = ReplyMatching.order(answered: answered, asked: asked)
        else {
            connection.logger.debug("Open-Meteo \(what) reply places \(answered) for \(asked)")
            throw misplaced(what: what)
        }
        return order.map { number in
            elements[number].value.mapError { error in
                connection.logger.debug(
                    "undecodable Open-Meteo \(what) reply for place \(number + 1) of \(count): \(error)")
                return .unreadableResponse(detail: "the Open-Meteo \(what) reply is not the JSON expected")
            }
        }
    }

    /// A reply that speaks of a place not asked about: read as it stands, it would put one place's weather
    /// under another's name.
    private func misplaced(what: String) -> WeatherError {
        .unreadableResponse(detail: "the Open-Meteo \(what) reply is for places other than those asked")
    }

    private func checkStatus(of response: HTTPResponse) throws(WeatherError) {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return }
        let reason = Self.reason(of: response.body)
        connection.logger.debug("Open-Meteo answered \(status): \(reason ?? "no reason")")
        try ServiceStatusPolicy(service: "Open-Meteo", reason: Self.reason(of:)).check(response, now: nil)
    }

    private static func reason(of body: Data) -> String? {
        (try? JSONDecoder().decode(OpenMeteoErrorDTO.self, from: body))?.reason
    }
}

/// Open-Meteo's error body: `{"error": true, "reason": "..."}`.
struct OpenMeteoErrorDTO: Decodable, Sendable {
    let error: Bool?
    let reason: String?
}

/// The place an Open-Meteo reply speaks of: the grid cell it answers from, which may lie a few
/// kilometres from the coordinates asked.
protocol OpenMeteoLocated {
    var latitude: Double? { get }
    var longitude: Double? { get }
}

extension OpenMeteoLocated {
    var coordinates: Coordinates? {
        guard let latitude, let longitude else { return nil }
        return Coordinates(latitude: latitude, longitude: longitude)
    }
}

/// A `/v1/forecast` reply and the one Domain value it gives.
protocol OpenMeteoForecastReply: Decodable, Sendable, OpenMeteoLocated {
    associatedtype Value
    /// What messages call the reply: "current weather", "forecast".
    static var what: String { get }
    func toDomain() throws(WeatherError) -> Value
}

extension OpenMeteoCurrentDTO: OpenMeteoForecastReply {
    static var what: String { "current weather" }
}

extension OpenMeteoForecastDTO: OpenMeteoForecastReply {
    static var what: String { "forecast" }
}

/// Only the place of a reply, read whatever else the reply holds.
private struct OpenMeteoPlace: Decodable, OpenMeteoLocated {
    let latitude: Double?
    let longitude: Double?
}

/// One element of a JSON array, decoded on its own so that a bad element does not spoil the others; the
/// place it speaks of is read on its own too, so that it can be paired with the place asked.
private struct Element<T: Decodable>: Decodable {
    let place: OpenMeteoPlace
    let value: Result<T, any Error>

    init(from decoder: any Decoder) {
        place = (try? OpenMeteoPlace(from: decoder)) ?? OpenMeteoPlace(latitude: nil, longitude: nil)
        value = Result { try T(from: decoder) }
    }
}
