import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore: HereStore {
    public func keptHere() throws(WeatherError) -> Report<Place>? {
        try read { database in
            guard let row = try database.query("SELECT * FROM here WHERE id = 1").first else { return nil }
            guard let place = PlaceRow.place(from: row), let foundAt = row.double("found_at") else {
                throw WeatherError.storage(
                    path: database.path, detail: "the place kept as here has missing or invalid values")
            }
            return Report(
                place: place, value: place, fetchedAt: Date(timeIntervalSince1970: foundAt), origin: .offline)
        }
    }

    public func keepHere(_ place: Place, foundAt: Date) throws(WeatherError) {
        try write { database in
            try database.run(
                "INSERT OR REPLACE INTO here (id, name, country_code, region, latitude, longitude, found_at) "
                    + "VALUES (1, ?, ?, ?, ?, ?, ?)",
                [
                    .text(place.name), .text(place.countryCode), place.region.map(SQLiteValue.text) ?? .null,
                    .real(place.coordinates.latitude), .real(place.coordinates.longitude),
                    .real(foundAt.timeIntervalSince1970),
                ])
        }
    }
}
