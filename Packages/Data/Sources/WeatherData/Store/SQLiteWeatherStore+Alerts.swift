import Domain
import FoundationEssentials
import Infrastructure
import Providers

extension SQLiteWeatherStore {
    /// The alerts last fetched for the saved place, with the source that gave them; nil when none were.
    public func alerts(for key: PlaceKey) throws(WeatherError) -> Report<IssuedAlerts>? {
        // One query when nothing was ever fetched for the place, as for nearly every `show`.
        try read { database in
            let checks = try database.query(
                Self.selectChecks + " WHERE p.name = ? AND p.country_code = ?",
                PlaceRow.keyed(key))
            guard let check = checks.first else { return nil }
            let kept = try Self.uncheckedAlerts(of: check, in: database)
            return kept.keepingPlausible()
        }
    }

    /// The kept alerts of every saved place that has some, in saved order.
    public func allAlerts() throws(WeatherError) -> [Report<IssuedAlerts>] {
        try read { database in
            try database.readTransaction {
                let checks = try database.query(Self.selectChecks + " ORDER BY p.id")
                guard !checks.isEmpty else { return [] }
                var alertsByPlace: [Int64: [WeatherAlert]] = [:]
                for row in try database.query("SELECT * FROM alert ORDER BY place_id, position") {
                    guard let id = row.int64("place_id") else { throw Self.damagedAlerts(database) }
                    alertsByPlace[id, default: []].append(try Self.alert(from: row, in: database))
                }
                return try checks.compactMap { check in
                    let kept = try Self.cachedAlerts(
                        check, alerts: alertsByPlace[check.int64("id") ?? -1] ?? [], in: database)
                    return kept.keepingPlausible()
                }
            }
        }
    }

    /// A place's columns and its last alert check's, one row per place whose alerts were fetched.
    static let selectChecks =
        "SELECT \(PlaceRow.columns), c.fetched_at, c.source FROM place p JOIN alert_check c ON c.place_id = p.id"

    /// The alerts kept for the place of `check` (a place's columns with its check's), whatever their values.
    static func uncheckedAlerts(of check: SQLiteRow, in database: SQLiteDatabase) throws -> Report<
        IssuedAlerts
    > {
        let rows = try database.query(
            "SELECT * FROM alert WHERE place_id = ? ORDER BY position", [.integer(check.int64("id") ?? -1)])
        return try cachedAlerts(
            check, alerts: try rows.map { try alert(from: $0, in: database) }, in: database)
    }

    private static func cachedAlerts(_ check: SQLiteRow, alerts: [WeatherAlert], in database: SQLiteDatabase)
        throws
        -> Report<IssuedAlerts>
    {
        guard let place = PlaceRow.place(from: check), let fetchedAt = check.double("fetched_at"),
            let source = check.string("source").flatMap(ProviderRegistry.alertSource(id:))
        else { throw damagedAlerts(database) }
        return Report(
            place: place, source: source, alerts: alerts, fetchedAt: Date(timeIntervalSince1970: fetchedAt),
            origin: .offline)
    }

    private static func alert(from row: SQLiteRow, in database: SQLiteDatabase) throws -> WeatherAlert {
        guard let event = row.string("event"), let severity = row.string("severity"),
            let headline = row.string("headline"), let issuer = row.string("issuer")
        else { throw damagedAlerts(database) }
        return WeatherAlert(
            event: event, severity: WeatherAlert.Severity(text: severity), headline: headline, issuer: issuer,
            start: row.double("starts_at").map(Date.init(timeIntervalSince1970:)),
            end: row.double("ends_at").map(Date.init(timeIntervalSince1970:)))
    }

    /// Replaces the saved place's alerts and the source that gave them; `placeNotSaved` when there is no
    /// such place.
    public func saveAlerts(_ issued: IssuedAlerts, for key: PlaceKey, fetchedAt: Date) throws(WeatherError) {
        guard let source = issued.source else {
            throw .internalFailure(detail: "alerts from no source were to be kept")
        }
        let alerts = issued.alerts
        try write { database in
            let id = try Self.savedPlaceID(of: key, in: database)
            try database.run("DELETE FROM alert WHERE place_id = ?", [.integer(id)])
            try database.run(
                "INSERT OR REPLACE INTO alert_check (place_id, fetched_at, source) VALUES (?, ?, ?)",
                [.integer(id), .real(fetchedAt.timeIntervalSince1970), .text(source.id)])
            for (position, alert) in alerts.enumerated() {
                try database.run(
                    "INSERT INTO alert (place_id, position, event, severity, headline, issuer, starts_at, ends_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [
                        .integer(id), .integer(Int64(position)), .text(alert.event),
                        .text(alert.severity.rawValue),
                        .text(alert.headline), .text(alert.issuer),
                        ReadingsColumns.optional(alert.start?.timeIntervalSince1970),
                        ReadingsColumns.optional(alert.end?.timeIntervalSince1970),
                    ])
            }
        }
    }

    private static func damagedAlerts(_ database: SQLiteDatabase) -> WeatherError {
        .storage(path: database.path, detail: "a kept alert has missing or invalid values")
    }
}
