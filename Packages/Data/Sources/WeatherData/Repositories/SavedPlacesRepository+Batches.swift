import Domain
import ProviderKit

extension SavedPlacesRepository {
    /// The weather at each point, as many to a request as the service takes and a bounded number of
    /// requests at a time. After a failure that every later request would meet too (no network, key
    /// rejected, rate limited), the rest fail the same way without a request.
    func currentWeather(at points: [Coordinates], demand: FetchDemand) async -> [Result<
        Checked<CurrentWeather>, WeatherError
    >] {
        let batches = service.requestRanges(forPlaces: points.count).map { points[$0] }
        return await withTaskGroup(of: (Int, [Result<Checked<CurrentWeather>, WeatherError>]).self) { group in
            var results = [[Result<Checked<CurrentWeather>, WeatherError>]?](
                repeating: nil, count: batches.count)
            var next = 0
            var running = 0
            var sharedFailure: WeatherError?
            while true {
                while running < maximumConcurrentRequests, next < batches.count {
                    let index = next
                    let batch = Array(batches[index])
                    next += 1
                    if let sharedFailure {
                        results[index] = Array(repeating: .failure(sharedFailure), count: batch.count)
                        continue
                    }
                    running += 1
                    group.addTask { (index, await currentWeather(inOneRequestAt: batch, demand: demand)) }
                }
                guard let (index, fetched) = await group.next() else { break }
                running -= 1
                results[index] = fetched
                sharedFailure =
                    sharedFailure
                    ?? fetched.lazy.compactMap { result in
                        guard case .failure(let error) = result, error.affectsEveryRequest else { return nil }
                        return error
                    }.first
            }
            return zip(batches, results).flatMap { batch, fetched in
                fetched
                    ?? batch.map { _ in
                        .failure(.internalFailure(detail: "a request finished without a result"))
                    }
            }
        }
    }

    /// The weather at each of `points`, asked for in one request; a failed request fails each of them.
    func currentWeather(inOneRequestAt points: [Coordinates], demand: FetchDemand) async -> [Result<
        Checked<CurrentWeather>, WeatherError
    >] {
        await OneRequest.results(for: points) { points throws(WeatherError) in
            try await service.values(at: points, demand: demand)
        }
    }
}
