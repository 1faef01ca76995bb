import Domain
import FoundationEssentials
import Infrastructure

extension SQLiteWeatherStore {
    /// The columns of `air_quality` after its place and fetch time, in the order they are bound.
    private static let airColumns =
        [
            "observed_at", "utc_offset_seconds", "european_aqi", "us_aqi", "pm2_5", "pm10", "ozone",
            "nitrogen_dioxide", "uv_index", "uv_index_max", "pollen_available",
        ] + AirQuality.Pollen.allCases.map { "\($0.rawValue)_pollen" }

    /// The saved place's air quality, or nil when the place is not saved or has none.
    public func airQuality(for key: PlaceKey) throws(WeatherError) -> Report<AirQuality>? {
        try read { database in
            try database.query(
                Self.selectAirQuality + " WHERE p.name = ? AND p.country_code = ?",
                PlaceRow.keyed(key)
            ).first.flatMap { row throws(WeatherError) in try Self.airQuality(from: row, in: database) }
        }
    }

    /// The air quality of every saved place that has some.
    public func allAirQuality() throws(WeatherError) -> [Report<AirQuality>] {
        try read { database in
            try database.query(Self.selectAirQuality + " ORDER BY p.id").compactMap {
                row throws(WeatherError) in
                try Self.airQuality(from: row, in: database)
            }
        }
    }

    /// A place's columns and its air quality's, one row per place that has air quality.
    static let selectAirQuality =
        "SELECT \(PlaceRow.columns), a.* FROM place p JOIN air_quality a ON a.place_id = p.id"

    /// The row's air quality as it may be shown (`PhysicallyBounded.keepingPlausible(fetchedAt:)`).
    private static func airQuality(from row: SQLiteRow, in database: SQLiteDatabase) throws(WeatherError)
        -> Report<AirQuality>?
    {
        try uncheckedAirQuality(from: row, in: database).keepingPlausible()
    }

    /// The row's air quality as it is kept, whatever its values.
    static func uncheckedAirQuality(from row: SQLiteRow, in database: SQLiteDatabase) throws(WeatherError)
        -> Report<AirQuality>
    {
        guard let place = PlaceRow.place(from: row), let fetchedAt = row.double("fetched_at"),
            let observedAt = row.double("observed_at")
        else {
            throw WeatherError.storage(
                path: database.path,
                detail:
                    "the air quality of the saved place with id \(row.int64("id") ?? 0) has missing or invalid values"
            )
        }
        let pollen = Dictionary(
            uniqueKeysWithValues: AirQuality.Pollen.allCases.compactMap { kind in
                row.double("\(kind.rawValue)_pollen").map { (kind, $0) }
            })
        let air = AirQuality(
            observedAt: Date(timeIntervalSince1970: observedAt),
            utcOffsetSeconds: row.int("utc_offset_seconds") ?? 0, europeanIndex: row.double("european_aqi"),
            usIndex: row.double("us_aqi"), pm25: row.double("pm2_5"), pm10: row.double("pm10"),
            ozone: row.double("ozone"), nitrogenDioxide: row.double("nitrogen_dioxide"),
            uvIndex: row.double("uv_index"), uvIndexMaximum: row.double("uv_index_max"),
            pollen: row.int("pollen_available") == 1 ? pollen : nil)
        return Report(
            place: place, value: air, fetchedAt: Date(timeIntervalSince1970: fetchedAt), origin: .offline)
    }

    /// Replaces the saved place's air quality; `placeNotSaved` when there is no such place.
    public func saveAirQuality(_ air: AirQuality, for key: PlaceKey, fetchedAt: Date) throws(WeatherError) {
        try write { database in
            let id = try Self.savedPlaceID(of: key, in: database)
            let columns = ["place_id", "fetched_at"] + Self.airColumns
            let values: [SQLiteValue] =
                [
                    .integer(id), .real(fetchedAt.timeIntervalSince1970),
                    .real(air.observedAt.timeIntervalSince1970),
                    .integer(Int64(air.utcOffsetSeconds)),
                ]
                + [
                    air.europeanIndex, air.usIndex, air.pm25, air.pm10, air.ozone, air.nitrogenDioxide,
                    air.uvIndex,
                    air.uvIndexMaximum,
                ].map(ReadingsColumns.optional)
                + [.integer(air.pollen == nil ? 0 : 1)]
                + AirQuality.Pollen.allCases.map { ReadingsColumns.optional(air.pollen?[$0]) }
            try database.run(
                "INSERT OR REPLACE INTO air_quality (\(columns.joined(separator: ", "))) VALUES ("
                    + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")", values)
        }
    }
}
