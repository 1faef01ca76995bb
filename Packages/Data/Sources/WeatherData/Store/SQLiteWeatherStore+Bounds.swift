import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore {
    /// Every kept value outside `PhysicalBounds`, one clause per place and kind of data with what it does
    /// ("the weather kept for Tokyo, JP: humidity 150.0 % is outside physical bounds, so it is shown as
    /// missing (fetching it again replaces it)"), as `doctor` reports them: rows an older wxapp or a hand
    /// wrote. A reading that cannot be shown without the value (its time or offset) is a damaged row
    /// instead, which only deleting the place and adding it again replaces.
    static func valuesOutsideBounds(in database: SQLiteDatabase) throws -> [String] {
        var found: [String] = []
        func report(_ what: String, _ place: Place, _ problem: String?, damaged: Bool = false) {
            guard let problem else { return }
            let outcome =
                damaged
                ? "so the place's weather cannot be shown (delete the place and add it again)"
                : "so it is shown as missing (fetching it again replaces it)"
            found.append("the \(what) kept for \(place.name), \(place.countryCode): \(problem), \(outcome)")
        }
        let nowcasts = ObservationRow.nowcasts(
            from: try database.query("SELECT * FROM observation_nowcast ORDER BY place_id, time"))
        for row in try database.query(ObservationRow.selectAll + " ORDER BY p.id") {
            guard
                let kept = ObservationRow.unchecked(
                    from: row, conditions: [], nowcast: nowcasts[row.int("id") ?? -1])
            else { continue }
            report(
                "weather", kept.place, kept.value.implausibility(at: kept.fetchedAt),
                damaged: kept.value.keepingPlausible(fetchedAt: kept.fetchedAt) == nil)
        }
        for row in try database.query("SELECT \(PlaceRow.columns) FROM place p ORDER BY p.id") {
            if let kept = try uncheckedForecast(of: row, in: database) {
                report("forecast", kept.place, kept.value.implausibility(at: kept.fetchedAt))
            }
            guard let id = row.int64("id"), let place = PlaceRow.place(from: row) else { continue }
            let normals = try database.query(
                "SELECT * FROM climate_normal WHERE place_id = ? ORDER BY month, day", [.integer(id)])
            if !normals.isEmpty {
                report(
                    "climate normals", place, try uncheckedNormals(from: normals, in: database).implausibility
                )
            }
        }
        for row in try database.query(selectAirQuality + " ORDER BY p.id") {
            let kept = try uncheckedAirQuality(from: row, in: database)
            report("air quality", kept.place, kept.value.implausibility(at: kept.fetchedAt))
        }
        for check in try database.query(selectChecks + " ORDER BY p.id") {
            let kept = try uncheckedAlerts(of: check, in: database)
            report("alerts", kept.place, kept.alerts.implausibility(at: kept.fetchedAt))
        }
        return found
    }
}
