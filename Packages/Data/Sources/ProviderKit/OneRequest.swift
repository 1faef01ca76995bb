import Domain

/// What one request for several places gives: a result per place, in their order; a reply with another
/// number of places, or a failed request, fails each of them.
package enum OneRequest {
    package static func results<T: Sendable>(
        for points: [Coordinates],
        _ request: ([Coordinates]) async throws(WeatherError) -> [Result<T, WeatherError>]
    ) async -> [Result<T, WeatherError>] {
        do throws(WeatherError) {
            let fetched = try await request(points)
            guard fetched.count == points.count else {
                throw .unreadableResponse(
                    detail: "the reply holds \(fetched.count) places, not the \(points.count) asked for")
            }
            return fetched
        } catch {
            return Array(repeating: .failure(error), count: points.count)
        }
    }
}

/// What asking about several places one at a time gives: a result per place, in their order, each place
/// failing on its own.
package enum OneByOne {
    package static func results<Item, T>(
        of items: [Item], _ fetch: (Item) async throws(WeatherError) -> T
    ) async -> [Result<T, WeatherError>] {
        var results: [Result<T, WeatherError>] = []
        for item in items {
            do throws(WeatherError) {
                results.append(.success(try await fetch(item)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }
}
