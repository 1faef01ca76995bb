import Domain
import FoundationEssentials

/// Serves forecasts from the store while they are fresh, fetches when they are stale, and falls back to
/// the stored copy, with the reason, when fetching fails. The place's current observation is never touched.
public struct CachingForecastRepository: ForecastRepository {
    private let store: any ForecastStore
    private let service: any ForecastService
    private let clock: any WallClock
    private let zones: (any TimeZoneRules)?

    /// `zones` gives the offsets of a place's zone; without them (or a zone) one offset holds throughout.
    public init(
        store: any ForecastStore, service: any ForecastService, clock: any WallClock,
        zones: (any TimeZoneRules)? = nil
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.zones = zones
    }

    public func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        guard let result = await forecasts(for: [place], policy: policy).first else {
            throw .internalFailure(detail: "a forecast was asked for and none came back")
        }
        return try result.get()
    }

    public func forecasts(for places: [Place], policy: FetchPolicy) async -> [Result<
        ForecastReport, WeatherError
    >] {
        var results = [Result<ForecastReport, WeatherError>?](repeating: nil, count: places.count)
        var due: [(index: Int, place: Place, cached: CachedForecast?)] = []
        for (index, place) in places.enumerated() {
            do throws(WeatherError) {
                let cached = try await store.forecast(for: place.key)
                if let cached, let origin = policy.origin(ofCopyFetchedAt: cached.fetchedAt, now: clock.now) {
                    results[index] = .success(zoned(ForecastReport(cached, origin: origin)))
                } else if policy == .offline {
                    throw .notCached(query: "\(place.name),\(place.countryCode)", kind: .forecast)
                } else {
                    due.append((index, place, cached))
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        // Batches go one after the other: a forecast is a large reply, and several are asked for rarely.
        for range in service.requestRanges(forPlaces: due.count) {
            let batch = due[range]
            let fetched = await forecasts(
                inOneRequestAt: batch.map(\.place.coordinates), demand: FetchDemand(policy))
            for (item, forecast) in zip(batch, fetched) {
                results[item.index] = await settle(item.place, forecast, fallback: item.cached)
            }
        }
        return results.map { $0 ?? .failure(.internalFailure(detail: "a place was left without a forecast")) }
    }

    /// The forecast for each of `points`, asked for in one request; a failed request fails each of them.
    private func forecasts(inOneRequestAt points: [Coordinates], demand: FetchDemand) async
        -> [Result<Forecast, WeatherError>]
    {
        do throws(WeatherError) {
            let fetched = try await service.forecasts(at: points, demand: demand)
            guard fetched.count == points.count else {
                throw .unreadableResponse(
                    detail:
                        "the reply holds forecasts for \(fetched.count) places, not the \(points.count) asked for"
                )
            }
            return fetched
        } catch {
            return Array(repeating: .failure(error), count: points.count)
        }
    }

    /// Saves a forecast that arrived and is plausible; otherwise falls back to the stored copy, with the reason.
    private func settle(
        _ place: Place, _ fetched: Result<Forecast, WeatherError>, fallback cached: CachedForecast?
    )
        async -> Result<ForecastReport, WeatherError>
    {
        var forecast: Forecast
        do throws(WeatherError) {
            forecast = try fetched.get()
            if let problem = forecast.implausibility(at: clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            let reason = error.naming(place)
            guard let cached else { return .failure(reason) }
            return .success(zoned(ForecastReport(cached, origin: .fallback(reason))))
        }
        do throws(WeatherError) {
            // A forecast without the place's offset from UTC is cut into the days of the place's own clock,
            // as its saved current reading gives it, rather than into UTC's.
            if !forecast.utcOffsetIsKnown, let offset = try await store.observedUTCOffset(for: place.key) {
                forecast = forecast.withUTCOffset(offset)
            }
            // A reply the service asked to be reused until it expires is as old as when it came.
            let fetchedAt = forecast.receivedAt ?? clock.now
            try await store.saveForecast(forecast, for: place.key, fetchedAt: fetchedAt)
            return .success(
                zoned(
                    ForecastReport(
                        place: place, forecast: forecast, fetchedAt: fetchedAt,
                        origin: forecast.receivedAt == nil ? .network : .cache)))
        } catch {
            return .failure(error)
        }
    }
}

extension CachingForecastRepository {
    /// `report` with its steps labelled and its days cut by the offsets the place's zone keeps over them,
    /// from a day before the first step to a day after the last.
    private func zoned(_ report: ForecastReport) -> ForecastReport {
        let forecast = report.forecast
        guard let zones, let first = forecast.entries.first, let last = forecast.entries.last else {
            return report
        }
        let offsets = zones.offsets(
            at: report.place, observed: forecast.utcOffsetSeconds,
            from: first.time.addingTimeInterval(-86_400),
            through: last.time.addingTimeInterval(86_400))
        return ForecastReport(
            place: report.place, forecast: forecast.inZone(offsets), fetchedAt: report.fetchedAt,
            origin: report.origin)
    }
}

extension ForecastReport {
    init(_ cached: CachedForecast, origin: WeatherReport.Origin) {
        self.init(place: cached.place, forecast: cached.forecast, fetchedAt: cached.fetchedAt, origin: origin)
    }
}
