import Domain
import FoundationEssentials
import Infrastructure
import Providers

/// The SQL that reads and writes observations, and the mapping between rows and Domain values.
enum ObservationRow {
    static let selectAll = """
        SELECT \(PlaceRow.columns), o.*
        FROM place p JOIN observation o ON o.place_id = p.id
        """

    /// Saves a place, listed or not as `Listing` says (an eighth binding, 1 or 0); a place already kept
    /// is updated, shown by the name it was found by this time, and never taken off the list.
    static let upsertPlace = """
        INSERT INTO place (name, country_code, region, latitude, longitude, time_zone, shown_name, listed)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (name, country_code) DO UPDATE SET
            region = excluded.region, latitude = excluded.latitude, longitude = excluded.longitude,
            time_zone = coalesce(excluded.time_zone, place.time_zone), shown_name = excluded.shown_name,
            listed = max(place.listed, excluded.listed)
        RETURNING id
        """

    /// Keeps a place looked at, off the list, with when it was looked at (an eighth binding).
    static let insertLookedAtPlace = """
        INSERT INTO place (name, country_code, region, latitude, longitude, time_zone, shown_name, listed, looked_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)
        RETURNING id
        """

    static let replaceObservation: String = {
        let columns =
            ["place_id", "fetched_at", "observed_at", "utc_offset_seconds"]
            + ReadingsColumns.observation.names
            + ["sunrise", "sunset", "provider", "station_id", "station_name", "station_distance_m"]
        return "INSERT OR REPLACE INTO observation (\(columns.joined(separator: ", ")))"
            + " VALUES (\(ReadingsColumns.placeholders(columns.count)))"
    }()

    static let insertCondition = """
        INSERT INTO observation_condition (place_id, position, code, summary, description, icon)
        VALUES (?, ?, ?, ?, ?, ?)
        """

    static func placeBindings(_ place: Place) -> [SQLiteValue] {
        [
            .text(place.name), .text(place.countryCode), place.region.map(SQLiteValue.text) ?? .null,
            .real(place.coordinates.latitude), .real(place.coordinates.longitude),
            place.timeZone.map(SQLiteValue.text) ?? .null, place.shownName.map(SQLiteValue.text) ?? .null,
        ]
    }

    static func observationBindings(placeID: Int64, weather w: CurrentWeather, fetchedAt: Date)
        -> [SQLiteValue]
    {
        [
            .integer(placeID), .real(fetchedAt.timeIntervalSince1970),
            .real(w.observedAt.timeIntervalSince1970),
            .integer(Int64(w.utcOffsetSeconds)),
        ] + ReadingsColumns.observation.bindings(w.readings) + [
            ReadingsColumns.optional(w.sunrise?.timeIntervalSince1970),
            ReadingsColumns.optional(w.sunset?.timeIntervalSince1970),
            w.provider.map { .text($0.id) } ?? .null,
            w.station.map { .text($0.identifier) } ?? .null, w.station.map { .text($0.name) } ?? .null,
            w.station.map { .real($0.distance.metres) } ?? .null,
        ]
    }

    static func conditionBindings(placeID: Int64, position: Int, condition c: WeatherCondition)
        -> [SQLiteValue]
    {
        [
            .integer(placeID), .integer(Int64(position)), .integer(Int64(c.code)), .text(c.summary),
            .text(c.description),
            .text(c.icon),
        ]
    }

    /// Rebuilds an observation, every optional value outside `PhysicalBounds` left out; nil when a required
    /// column is missing or outside them.
    static func observation(from row: SQLiteRow, conditions: [WeatherCondition], nowcast: Nowcast? = nil)
        -> Report<CurrentWeather>?
    {
        unchecked(from: row, conditions: conditions, nowcast: nowcast)?.keepingPlausible()
    }

    /// Rebuilds an observation as it is kept, whatever its values; nil when a required column is missing.
    static func unchecked(from row: SQLiteRow, conditions: [WeatherCondition], nowcast: Nowcast? = nil)
        -> Report<CurrentWeather>?
    {
        guard let place = PlaceRow.place(from: row),
            let fetchedAt = row.double("fetched_at"), let observedAt = row.double("observed_at")
        else { return nil }
        let weather = CurrentWeather(
            readings: ReadingsColumns.observation.readings(from: row, conditions: conditions),
            sunrise: row.double("sunrise").map(Date.init(timeIntervalSince1970:)),
            sunset: row.double("sunset").map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: observedAt),
            utcOffsetSeconds: row.int("utc_offset_seconds") ?? 0,
            provider: row.string("provider").flatMap(ProviderRegistry.provider(id:)), nowcast: nowcast,
            station: station(from: row))
        return Report(
            place: place, value: weather, fetchedAt: Date(timeIntervalSince1970: fetchedAt), origin: .offline)
    }

    /// The station of a kept observation, where it has one.
    private static func station(from row: SQLiteRow) -> ObservationStation? {
        guard let identifier = row.string("station_id"), let name = row.string("station_name"),
            let metres = row.double("station_distance_m")
        else { return nil }
        return ObservationStation(identifier: identifier, name: name, distance: Distance(metres: metres))
    }

    /// The nowcast steps of each place, from rows of `observation_nowcast` ordered by place and time.
    static func nowcasts(from rows: [SQLiteRow]) -> [Int: Nowcast] {
        var steps: [Int: [Nowcast.Step]] = [:]
        for row in rows {
            guard let id = row.int("place_id"), let time = row.double("time") else { continue }
            steps[id, default: []].append(
                Nowcast.Step(
                    time: Date(timeIntervalSince1970: time),
                    precipitationMillimetres: row.double("precipitation_mm")))
        }
        return steps.mapValues(Nowcast.init(steps:))
    }

    static func condition(from row: SQLiteRow) -> WeatherCondition? {
        guard let code = row.int("code"), let summary = row.string("summary"),
            let description = row.string("description"), let icon = row.string("icon")
        else { return nil }
        return WeatherCondition(code: code, summary: summary, description: description, icon: icon)
    }
}
