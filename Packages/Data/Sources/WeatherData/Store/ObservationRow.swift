import Domain
import FoundationEssentials
import Infrastructure

/// The SQL that reads and writes observations, and the mapping between rows and Domain values.
enum ObservationRow {
    static let selectAll = """
        SELECT \(PlaceRow.columns), o.*
        FROM place p JOIN observation o ON o.place_id = p.id
        """

    static let upsertPlace = """
        INSERT INTO place (name, country_code, region, latitude, longitude) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (name, country_code) DO UPDATE SET
            region = excluded.region, latitude = excluded.latitude, longitude = excluded.longitude
        RETURNING id
        """

    static let replaceObservation = """
        INSERT OR REPLACE INTO observation (
            place_id, fetched_at, observed_at, utc_offset_seconds, temperature_k, feels_like_k, minimum_k,
            maximum_k, pressure_hpa, humidity_percent, wind_speed_mps, wind_direction_deg, wind_gust_mps,
            clouds_percent, visibility_m, rain_1h_mm, snow_1h_mm, sunrise, sunset, provider)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    static let insertCondition = """
        INSERT INTO observation_condition (place_id, position, code, summary, description, icon)
        VALUES (?, ?, ?, ?, ?, ?)
        """

    static func placeBindings(_ place: Place) -> [SQLiteValue] {
        [
            .text(place.name), .text(place.countryCode), place.region.map(SQLiteValue.text) ?? .null,
            .real(place.coordinates.latitude), .real(place.coordinates.longitude),
        ]
    }

    static func observationBindings(placeID: Int64, weather w: CurrentWeather, fetchedAt: Date)
        -> [SQLiteValue]
    {
        [
            .integer(placeID), .real(fetchedAt.timeIntervalSince1970),
            .real(w.observedAt.timeIntervalSince1970),
            .integer(Int64(w.utcOffsetSeconds)), .real(w.temperature.kelvin), .real(w.feelsLike.kelvin),
            .real(w.minimum.kelvin), .real(w.maximum.kelvin), .real(w.pressure.hectopascals),
            .real(w.humidity.percent), .real(w.wind.speed.metresPerSecond), optional(w.wind.directionDegrees),
            optional(w.wind.gust?.metresPerSecond), optional(w.clouds?.coverPercent),
            optional(w.visibility?.metres),
            optional(w.rainLastHour?.millimetres), optional(w.snowLastHour?.millimetres),
            optional(w.sunrise?.timeIntervalSince1970), optional(w.sunset?.timeIntervalSince1970),
            w.provider.map { .text($0.rawValue) } ?? .null,
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

    /// Rebuilds an observation; nil when a required column is missing or out of range.
    static func observation(from row: SQLiteRow, conditions: [WeatherCondition]) -> CachedObservation? {
        guard let place = PlaceRow.place(from: row),
            let fetchedAt = row.double("fetched_at"), let observedAt = row.double("observed_at"),
            let temperature = row.double("temperature_k"), let feelsLike = row.double("feels_like_k"),
            let minimum = row.double("minimum_k"), let maximum = row.double("maximum_k"),
            let pressure = row.double("pressure_hpa"), let humidity = row.double("humidity_percent"),
            let windSpeed = row.double("wind_speed_mps")
        else { return nil }
        let weather = CurrentWeather(
            conditions: conditions,
            temperature: Temperature(kelvin: temperature), feelsLike: Temperature(kelvin: feelsLike),
            minimum: Temperature(kelvin: minimum), maximum: Temperature(kelvin: maximum),
            pressure: Pressure(hectopascals: pressure), humidity: Humidity(percent: humidity),
            wind: Wind(
                speed: Speed(metresPerSecond: windSpeed), directionDegrees: row.double("wind_direction_deg"),
                gust: row.double("wind_gust_mps").map(Speed.init(metresPerSecond:))),
            clouds: row.double("clouds_percent").map(Clouds.init(coverPercent:)),
            visibility: row.double("visibility_m").map(Distance.init(metres:)),
            rainLastHour: row.double("rain_1h_mm").map(Precipitation.init(millimetres:)),
            snowLastHour: row.double("snow_1h_mm").map(Precipitation.init(millimetres:)),
            sunrise: row.double("sunrise").map(Date.init(timeIntervalSince1970:)),
            sunset: row.double("sunset").map(Date.init(timeIntervalSince1970:)),
            observedAt: Date(timeIntervalSince1970: observedAt),
            utcOffsetSeconds: row.int("utc_offset_seconds") ?? 0,
            provider: row.string("provider").flatMap(WeatherProvider.init(rawValue:)))
        return CachedObservation(
            place: place, weather: weather, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
    }

    static func condition(from row: SQLiteRow) -> WeatherCondition? {
        guard let code = row.int("code"), let summary = row.string("summary"),
            let description = row.string("description"), let icon = row.string("icon")
        else { return nil }
        return WeatherCondition(code: code, summary: summary, description: description, icon: icon)
    }

    private static func optional(_ value: Double?) -> SQLiteValue {
        value.map(SQLiteValue.real) ?? .null
    }
}
