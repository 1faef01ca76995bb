import Domain
import FoundationEssentials
import Infrastructure

extension ObservationRow {
    /// Saves the place (updating it when its key exists) with its observation and conditions; the caller
    /// wraps this in a transaction.
    static func insert(
        _ observation: Report<CurrentWeather>, listing: Listing, into database: SQLiteDatabase
    )
        throws
    {
        let rows = try database.query(
            upsertPlace, placeBindings(observation.place) + [.integer(listing == .listed ? 1 : 0)])
        guard case .integer(let id) = rows.first?["id"] else {
            throw WeatherError.internalFailure(detail: "saving \(observation.place.name) returned no row id")
        }
        try PlaceRow.insertNames(of: observation.place, id: id, into: database)
        try database.run(
            replaceObservation,
            observationBindings(placeID: id, weather: observation.value, fetchedAt: observation.fetchedAt))
        try database.run("DELETE FROM observation_condition WHERE place_id = ?", [.integer(id)])
        for (position, condition) in observation.value.conditions.enumerated() {
            try database.run(
                insertCondition, conditionBindings(placeID: id, position: position, condition: condition))
        }
        try database.run("DELETE FROM observation_nowcast WHERE place_id = ?", [.integer(id)])
        for step in observation.value.nowcast?.steps ?? [] {
            try database.run(
                "INSERT OR REPLACE INTO observation_nowcast (place_id, time, precipitation_mm) VALUES (?, ?, ?)",
                [
                    .integer(id), .real(step.time.timeIntervalSince1970),
                    ReadingsColumns.optional(step.precipitationMillimetres),
                ])
        }
    }
}
