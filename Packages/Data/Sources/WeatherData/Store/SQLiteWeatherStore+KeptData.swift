import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore: KeptPlaceDataRepository {
    /// One query says which kinds are kept; only those are read. A place with nothing kept, as nearly
    /// every place is most of the time, costs one small query rather than one per kind.
    public func keptData(for place: Place) throws(WeatherError) -> KeptPlaceData {
        let kinds = try read { database in
            try database.query(
                "SELECT EXISTS (SELECT 1 FROM air_quality WHERE place_id = p.id) AS air, "
                    + "EXISTS (SELECT 1 FROM climate_normal WHERE place_id = p.id) AS normals, "
                    + "EXISTS (SELECT 1 FROM alert_check WHERE place_id = p.id) AS alerts "
                    + "FROM place p WHERE p.name = ? AND p.country_code = ?",
                PlaceRow.keyed(place.key)
            ).first
        }
        guard let kinds else { return .none }
        let air = kinds.int("air") == 1 ? try airQuality(for: place.key) : nil
        let normals = kinds.int("normals") == 1 ? try normals(for: place.key)?.value : nil
        let alerts = kinds.int("alerts") == 1 ? try self.alerts(for: place.key) : nil
        return KeptPlaceData(air: air, normals: normals, alerts: alerts)
    }
}
