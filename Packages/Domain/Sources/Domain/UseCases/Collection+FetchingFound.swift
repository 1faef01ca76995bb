extension Collection {
    /// What `fetch` makes of each value found, in order, with each failure kept in its place: `fetch` is
    /// called once, with every value found, and answers one result for each.
    func fetchingFound<Found, Fetched>(
        _ fetch: ([Found]) async -> [Result<Fetched, WeatherError>]
    ) async -> [Result<Fetched, WeatherError>] where Element == Result<Found, WeatherError> {
        let found = compactMap { result -> Found? in
            guard case .success(let value) = result else { return nil }
            return value
        }
        var fetched = await fetch(found).makeIterator()
        return map { result in
            result.flatMap { _ in
                fetched.next()
                    ?? .failure(.internalFailure(detail: "a place was found and then left without a result"))
            }
        }
    }
}
