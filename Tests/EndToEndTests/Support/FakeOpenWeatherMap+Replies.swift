import FlyingFox
import Foundation

extension FakeOpenWeatherMap {
    static let rejectedKeyBody = """
        {"cod":401,"message":"Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}
        """

    static func record(_ request: HTTPRequest) -> RecordedRequest {
        var query: [String: String] = [:]
        for item in request.query {
            query[item.name] = item.value.replacingOccurrences(of: "+", with: " ")
        }
        return RecordedRequest(
            method: request.method.rawValue, path: request.path, query: query,
            target: request.target.rawValue, peer: request.remoteAddress.map { "\($0)" } ?? "unknown")
    }

    /// Why a correct client would never send this request, or nil when it is fine.
    static func violation(in request: RecordedRequest, endpoint: Endpoint?) -> String? {
        guard let endpoint else { return "unexpected path" }
        if request.method != "GET" { return "unexpected method" }
        // The replies hold no unit: the request must say which it wants, and wxapp reads kelvin and m/s.
        if request.path.hasPrefix("/data/"), request.query["units"] != "standard" {
            return "asked for units \(request.query["units"] ?? "(none)") instead of standard"
        }
        if request.path.hasPrefix("/geo/"), request.query["units"] != nil {
            return "sent units to the geocoder"
        }
        switch endpoint {
        case .weather, .forecast:
            guard let lat = request.query["lat"].flatMap(Double.init), abs(lat) <= 90,
                let lon = request.query["lon"].flatMap(Double.init), abs(lon) <= 180
            else { return "missing or invalid lat/lon" }
        case .geocoding:
            guard let q = request.query["q"], !q.isEmpty else { return "missing q" }
            if let limit = request.query["limit"], Int(limit) == nil { return "invalid limit" }
        }
        return nil
    }

    static func normalReply(
        to request: RecordedRequest, endpoint: Endpoint, emptyWeather: Bool
    ) throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body: Data
        switch endpoint {
        case .geocoding:
            let limit = request.query["limit"].flatMap(Int.init) ?? 5
            body = try encoder.encode(GeocodingFixture.matches(for: request.query["q"] ?? "", limit: limit))
        case .weather, .forecast:
            let lat = request.query["lat"].flatMap(Double.init) ?? 0
            let lon = request.query["lon"].flatMap(Double.init) ?? 0
            let fixture = WeatherFixture.nearest(latitude: lat, longitude: lon)
            body =
                endpoint == .weather
                ? try encoder.encode(
                    CurrentWeatherBody(fixture, latitude: lat, longitude: lon, emptyWeather: emptyWeather))
                : try encoder.encode(ForecastBody(fixture, latitude: lat, longitude: lon))
        }
        return response(status: 200, body: String(decoding: body, as: UTF8.self))
    }

    static func response(status: Int, body: String, headers: [String: String] = [:]) -> HTTPResponse {
        var httpHeaders = HTTPHeaders()
        httpHeaders[HTTPHeader("Content-Type")] = "application/json; charset=utf-8"
        for (name, value) in headers {
            httpHeaders[HTTPHeader(name)] = value
        }
        return HTTPResponse(
            statusCode: HTTPStatusCode(status, phrase: phrase(for: status)), headers: httpHeaders,
            body: Data(body.utf8))
    }

    private static func phrase(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        default: "Status \(status)"
        }
    }
}
