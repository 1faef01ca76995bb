import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore {
    public func keepLookedAt(_ place: Place, at now: Date) throws(WeatherError) {
        try write { database in
            let held = try database.query(PlaceRow.selectKeyed, PlaceRow.keyed(place.key)).first
            if let held, let id = held.int64("id") {
                // A saved place stays as it is; one looked at before is looked at again; another place
                // looked at under the same name and country gives way, with what was kept of it.
                guard held.int("listed") == 0 else { return }
                if PlaceRow.place(from: held)?.isTwin(of: place) == true {
                    try database.run(
                        "UPDATE place SET looked_at = ?, shown_name = ? WHERE id = ?",
                        [
                            .real(now.timeIntervalSince1970), place.shownName.map(SQLiteValue.text) ?? .null,
                            .integer(id),
                        ])
                    return
                }
                try database.run("DELETE FROM place WHERE id = ?", [.integer(id)])
            }
            let rows = try database.query(
                ObservationRow.insertLookedAtPlace,
                ObservationRow.placeBindings(place) + [.real(now.timeIntervalSince1970)])
            guard let id = rows.first?.int64("id") else {
                throw WeatherError.internalFailure(detail: "keeping \(place.name) returned no row id")
            }
            try PlaceRow.insertNames(of: place, id: id, into: database)
            // The latest looked at are kept, and every place looked at within the hour, which a command
            // naming many places may still be fetching.
            try database.run(
                "DELETE FROM place WHERE listed = 0 AND looked_at < ? AND id NOT IN "
                    + "(SELECT id FROM place WHERE listed = 0 ORDER BY looked_at DESC, id DESC LIMIT ?)",
                [
                    .real(now.timeIntervalSince1970 - Self.lookedAtPlacesProtectedSeconds),
                    .integer(Int64(Self.lookedAtPlacesKept)),
                ])
        }
    }
}
