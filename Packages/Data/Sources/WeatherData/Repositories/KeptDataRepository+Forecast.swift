import Domain
import FoundationEssentials
import ProviderKit

extension KeptDataDescription where Value == Forecast {
    /// Forecasts: asked of `service` as few places at a time as it takes, one request after the other (a
    /// forecast is a large reply, and several are asked for rarely), and kept in `store` beside their place,
    /// whose current observation they never touch. A forecast without the place's offset from UTC is cut
    /// into the days of the place's own clock, as its kept observation gives it, rather than into UTC's. `zones` gives the offsets of a place's zone for the days a served forecast is cut
    /// into; without them (or a zone) one offset holds throughout. `namedProvider`, the provider named with
    /// `--provider`, is asked rather than another's kept forecast served.
    public static func forecasts(
        store: SQLiteWeatherStore, service: PointService<Checked<Forecast>>,
        zones: (any TimeZoneRules)? = nil,
        namedProvider: WeatherProvider? = nil
    ) -> Self {
        var description = Self(
            kind: .forecast, store: store.keptForecasts,
            fetch: { places, demand in
                var results: [Result<Checked<Forecast>, WeatherError>] = []
                for range in service.requestRanges(forPlaces: places.count) {
                    results += await OneRequest.results(for: places[range].map(\.coordinates)) {
                        batch throws(WeatherError) in try await service.values(at: batch, demand: demand)
                    }
                }
                return results
            })
        description.settle = { place, forecast throws(WeatherError) in
            guard !forecast.utcOffsetIsKnown, let offset = try await store.observedUTCOffset(for: place.key)
            else {
                return (place, forecast)
            }
            return (place, forecast.withUTCOffset(offset))
        }
        description.receivedAt = { $0.receivedAt }
        if let namedProvider { description.serves = { $0.forecast.provider == namedProvider } }
        if let zones { description.shown = { $0.zoned(by: zones) } }
        return description
    }
}

extension KeptDataRepository: ForecastRepository where Value == Forecast {
    public func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        try await report(for: place, policy: policy)
    }

    public func forecasts(for places: [Place], policy: FetchPolicy) async -> [Result<
        ForecastReport, WeatherError
    >] {
        await reports(for: places, policy: policy)
    }
}

extension Report where Value == Forecast {
    /// The report with its steps labelled and its days cut by the offsets the place's zone keeps over them,
    /// from a day before the first step to a day after the last: the zone the service states for the place
    /// where it states one, else the place's own.
    fileprivate func zoned(by zones: any TimeZoneRules) -> Report {
        guard let first = forecast.entries.first, let last = forecast.entries.last else { return self }
        let zoned = forecast.timeZone.map(place.inTimeZone) ?? place
        let offsets = zones.offsets(
            at: zoned, observed: forecast.utcOffsetSeconds,
            from: first.time.addingTimeInterval(-86_400),
            through: last.time.addingTimeInterval(86_400))
        return Report(place: place, forecast: forecast.inZone(offsets), fetchedAt: fetchedAt, origin: origin)
    }
}
