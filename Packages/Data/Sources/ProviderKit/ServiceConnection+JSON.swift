import Domain
import FoundationEssentials
import Infrastructure
import Logging

extension ServiceConnection {
    /// The JSON reply to a GET of `path`, decoded as `T`, for a service that is not a weather provider:
    /// every failure is named `failing` ("the US National Weather Service") in its message, and a reply
    /// that cannot be decoded is `unreadable` ("the location reply is not the JSON expected").
    package func decoded<T: Decodable>(
        _ type: T.Type, _ path: String, query: [URLQueryItem], failing: String, unreadable: String,
        notFound: (@Sendable (HTTPResponse) -> WeatherError)? = nil
    ) async throws(WeatherError) -> T {
        let response: HTTPResponse
        do throws(WeatherError) {
            response = try await get(path, query: query)
        } catch {
            throw error.failing(failing)
        }
        do throws(WeatherError) {
            // Seconds only: this connection has no clock to count down to a date.
            try ServiceStatusPolicy(service: "it", notFound: notFound).check(response, now: nil)
        } catch {
            throw error.failing(failing)
        }
        do {
            return try JSONDecoder().decode(T.self, from: response.body)
        } catch {
            logger.debug("undecodable reply from \(failing): \(error)")
            throw WeatherError.unreadableResponse(detail: unreadable).failing(failing)
        }
    }
}
