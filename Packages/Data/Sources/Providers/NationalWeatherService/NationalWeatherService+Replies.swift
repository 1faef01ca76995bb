import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// How the NWS's replies are asked for and read: each status through the one service-call policy, with the
/// NWS's own hooks for 403 and 404.
extension NationalWeatherService {
    func get<Reply: Decodable>(_ path: String) async throws(WeatherError) -> Reply {
        try decode(try await fetch(try connection.url(path, query: [])))
    }

    /// The body of a successful reply to `url`.
    func fetch(_ url: URL) async throws(WeatherError) -> Data {
        let response = try await connection.get(url, headers: ["Accept": "application/geo+json"])
        try statusPolicy(for: url).check(response, now: context.clock.now)
        return response.body
    }

    /// The problems of a 404 that say the NWS has no data at the point: outside its grid, or marine.
    static let noDataProblems: Set<String> = ["InvalidPoint", "MarineForecastNotSupported"]

    /// What the NWS's statuses mean: 404 names a point it has no data at (outside its grid, or marine), or
    /// a path it has no data at; 403 refuses the User-Agent sent.
    func statusPolicy(for url: URL) -> ServiceStatusPolicy {
        let (provider, userAgent) = (WeatherProvider.nationalWeatherService, context.userAgent)
        return ServiceStatusPolicy(
            service: "the NWS",
            forbidden: { _ in .userAgentRefused(service: provider.displayName, userAgent: userAgent) },
            notFound: { response in
                let problem = try? JSONDecoder().decode(DTO.Problem.self, from: response.body)
                switch problem?.name {
                case let name? where Self.noDataProblems.contains(name):
                    return .pointNotServed(provider: provider.displayName, problem: name)
                default:
                    if let grid = Self.square(in: url.path) { return Self.squareGone(grid) }
                    return .unreadableResponse(
                        detail: "the NWS has no \(url.path) (\(problem?.title ?? "HTTP 404"))")
                }
            })
    }

    func decode<Reply: Decodable>(_ body: Data) throws(WeatherError) -> Reply {
        do {
            return try JSONDecoder().decode(Reply.self, from: body)
        } catch {
            context.logger.debug("undecodable NWS reply: \(error)")
            throw .unreadableResponse(detail: "the NWS reply is not the JSON expected")
        }
    }
}

extension WeatherError {
    /// True for a provider's answer that it has no data at the point asked.
    var isPointNotServed: Bool {
        if case .pointNotServed = self { true } else { false }
    }
}
