import Domain
import FoundationEssentials
import Infrastructure
import Providers

extension SQLiteWeatherStore {
    /// The saved place's forecast, or nil when the place is not saved or has none.
    public func forecast(for key: PlaceKey) throws(WeatherError) -> Report<Forecast>? {
        try read { database in
            guard let placeRow = try database.query(PlaceRow.selectKeyed, PlaceRow.keyed(key)).first,
                let kept = try Self.uncheckedForecast(of: placeRow, in: database)
            else { return nil }
            return kept.keepingPlausible()
        }
    }

    /// The forecast kept for the place of `placeRow`, whatever its values; nil when it has none.
    static func uncheckedForecast(of placeRow: SQLiteRow, in database: SQLiteDatabase) throws
        -> Report<Forecast>?
    {
        guard let id = placeRow.int64("id"),
            let forecastRow = try database.query(ForecastRow.selectForecast, [.integer(id)]).first
        else { return nil }
        guard let place = PlaceRow.place(from: placeRow), let fetchedAt = forecastRow.double("fetched_at")
        else { throw damaged(database, id: id) }
        var conditions: [Double: [WeatherCondition]] = [:]
        for row in try database.query(ForecastRow.selectConditions, [.integer(id)]) {
            guard let time = row.double("time"), let condition = ObservationRow.condition(from: row) else {
                throw damaged(database, id: id)
            }
            conditions[time, default: []].append(condition)
        }
        let entries = try database.query(ForecastRow.selectEntries, [.integer(id)]).map { row in
            guard
                let entry = ForecastRow.entry(
                    from: row, conditions: conditions[row.double("time") ?? .nan] ?? [])
            else { throw damaged(database, id: id) }
            return entry
        }
        let forecast = Forecast(
            entries: entries, utcOffsetSeconds: forecastRow.int("utc_offset_seconds") ?? 0,
            sunrise: forecastRow.double("sunrise").map(Date.init(timeIntervalSince1970:)),
            sunset: forecastRow.double("sunset").map(Date.init(timeIntervalSince1970:)),
            provider: forecastRow.string("provider").flatMap(ProviderRegistry.provider(id:)))
        return Report(
            place: place, value: forecast, fetchedAt: Date(timeIntervalSince1970: fetchedAt), origin: .offline
        )
    }

    /// The UTC offset of the saved place's current observation, or nil when it has none.
    public func observedUTCOffset(for key: PlaceKey) throws(WeatherError) -> Int? {
        try read { database in
            try database.query(
                "SELECT o.utc_offset_seconds FROM place p JOIN observation o ON o.place_id = p.id "
                    + "WHERE p.name = ? AND p.country_code = ?", PlaceRow.keyed(key)
            ).first?.int("utc_offset_seconds")
        }
    }

    /// Replaces the saved place's forecast atomically; `placeNotSaved` when there is no such place.
    public func saveForecast(_ forecast: Forecast, for key: PlaceKey, fetchedAt: Date) throws(WeatherError) {
        try write { database in
            let id = try Self.savedPlaceID(of: key, in: database)
            try database.run(ForecastRow.deleteForecast, [.integer(id)])
            try database.run(
                ForecastRow.insertForecast,
                ForecastRow.forecastBindings(placeID: id, forecast: forecast, fetchedAt: fetchedAt))
            for entry in forecast.entries {
                try database.run(
                    ForecastRow.insertEntry, ForecastRow.entryBindings(placeID: id, entry: entry))
                for (position, condition) in entry.conditions.enumerated() {
                    try database.run(
                        ForecastRow.insertCondition,
                        ForecastRow.conditionBindings(
                            placeID: id, time: entry.time, position: position, condition: condition))
                }
            }
        }
    }

    /// The row id of the saved place `key` names; `placeNotSaved` when there is none. What is kept beside
    /// a place (forecast, air quality, normals, alerts) is saved under it.
    static func savedPlaceID(of key: PlaceKey, in database: SQLiteDatabase) throws -> Int64 {
        guard let id = try database.query(PlaceRow.selectKeyed, PlaceRow.keyed(key)).first?.int64("id") else {
            throw WeatherError.placeNotSaved(query: "\(key.name),\(key.countryCode)")
        }
        return id
    }

    private static func damaged(_ database: SQLiteDatabase, id: Int64) -> WeatherError {
        .storage(
            path: database.path,
            detail: "the forecast of the saved place with id \(id) has missing or invalid values")
    }
}
