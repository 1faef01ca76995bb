import FlyingFox
import Synchronization

/// The handlers of a loopback server, each for the requests its route matches, first match first.
public final class LoopbackRoutes: Sendable {
    public typealias Handler = @Sendable (HTTPRequest) async throws -> HTTPResponse

    private let routes = Mutex<[(route: HTTPRoute, handler: Handler)]>([])

    init() {}

    /// Answers the requests `route` matches (FlyingFox's patterns: "GET /path", "*") with `handler`.
    public func appendRoute(_ route: HTTPRoute, handler: @escaping Handler) {
        routes.withLock { $0.append((route, handler)) }
    }

    /// The first matching handler's response; 404 when no route matches, 500 when the handler throws.
    func response(to request: HTTPRequest) async -> HTTPResponse {
        for (route, handler) in routes.withLock({ $0 }) where await route ~= request {
            do {
                return try await handler(request)
            } catch {
                return HTTPResponse(statusCode: .internalServerError)
            }
        }
        return HTTPResponse(statusCode: .notFound)
    }
}
