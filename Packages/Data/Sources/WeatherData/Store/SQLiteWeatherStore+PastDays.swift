import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

extension SQLiteWeatherStore {
    /// The place with `key` (saved or looked at) and its kept days of `dates`, each with its hours, in date
    /// order: those kept, which may be none or some. Nil when the place is not kept. A day with a value
    /// outside physical bounds (kept by a hand or an older wxapp) is left out, to be fetched again.
    public func pastDays(in dates: PastDays, for key: PlaceKey) throws(WeatherError) -> (
        place: Place, days: [PastDay]
    )? {
        try read { database in
            guard
                let row = try database.query(PlaceRow.selectKeyed, PlaceRow.keyed(key)).first,
                let id = row.int64("id"), let place = PlaceRow.place(from: row)
            else { return nil }
            let span: [SQLiteValue] = [
                .integer(id), .integer(Int64(dates.first.daysSinceEpoch)),
                .integer(Int64(dates.last.daysSinceEpoch)),
            ]
            var hours: [Int: [PastHour]] = [:]
            for row in try database.query(
                "SELECT * FROM past_hour WHERE place_id = ? AND day BETWEEN ? AND ? ORDER BY time", span)
            {
                guard let day = row.int("day"), let hour = Self.pastHour(from: row) else {
                    throw Self.damagedPastDays(database, place: place)
                }
                hours[day, default: []].append(hour)
            }
            let days = try database.query(
                "SELECT * FROM past_day WHERE place_id = ? AND day BETWEEN ? AND ? ORDER BY day", span
            ).map { row throws(WeatherError) in
                guard let number = row.int("day"), let fetchedAt = row.double("fetched_at"),
                    let preliminary = row.int("preliminary")
                else { throw Self.damagedPastDays(database, place: place) }
                return PastDay(
                    date: LocalDate(daysSinceEpoch: number), summary: Self.pastSummary(from: row),
                    hours: hours[number] ?? [], preliminary: preliminary != 0,
                    fetchedAt: Date(timeIntervalSince1970: fetchedAt))
            }
            return (place, PastWeather(days: days).keepingPlausible(fetchedAt: .distantFuture)?.days ?? [])
        }
    }

    /// Keeps the days not kept yet (those with no time of fetching), fetched at `fetchedAt`, each replacing
    /// the copy of its date; `placeNotSaved` when the place is not kept.
    public func savePastDays(_ days: [PastDay], for key: PlaceKey, fetchedAt: Date) throws(WeatherError) {
        try write { database in
            let id = try Self.savedPlaceID(of: key, in: database)
            for day in days where day.fetchedAt == nil {
                let number = SQLiteValue.integer(Int64(day.date.daysSinceEpoch))
                try database.run(
                    "DELETE FROM past_day WHERE place_id = ? AND day = ?", [.integer(id), number])
                let summary = day.summary
                try Self.insert(
                    into: "past_day",
                    [
                        ("place_id", .integer(id)), ("day", number),
                        ("fetched_at", .real(fetchedAt.timeIntervalSince1970)),
                        ("preliminary", .integer(day.preliminary ? 1 : 0)),
                        ("high_k", .optional(summary.high?.kelvin)),
                        ("low_k", .optional(summary.low?.kelvin)),
                        ("precipitation_mm", .optional(summary.precipitation?.millimetres)),
                        ("rain_mm", .optional(summary.rain?.millimetres)),
                        ("snow_mm", .optional(summary.snow?.millimetres)),
                        ("sunshine_s", .optional(summary.sunshineSeconds)),
                        ("wind_max_mps", .optional(summary.windMaximum?.metresPerSecond)),
                        ("wind_direction_deg", .optional(summary.windDirectionDegrees)),
                    ] + Self.conditionColumns(summary.condition), in: database)
                for hour in day.hours {
                    try Self.insert(
                        into: "past_hour",
                        [
                            ("place_id", .integer(id)), ("day", number),
                            ("time", .real(hour.time.timeIntervalSince1970)),
                            ("utc_offset_seconds", .integer(Int64(hour.utcOffsetSeconds))),
                            ("temperature_k", .optional(hour.temperature?.kelvin)),
                            ("precipitation_mm", .optional(hour.precipitation?.millimetres)),
                            ("rain_mm", .optional(hour.rain?.millimetres)),
                            ("snow_mm", .optional(hour.snow?.millimetres)),
                            ("wind_speed_mps", .optional(hour.wind.speed?.metresPerSecond)),
                            ("wind_direction_deg", .optional(hour.wind.directionDegrees)),
                            ("sunshine_s", .optional(hour.sunshineSeconds)),
                        ] + Self.conditionColumns(hour.condition), in: database)
                }
            }
        }
    }

    /// Past days as `KeptDataRepository` keeps them: a copy is every day of `dates` or none, as old as the
    /// oldest of its preliminary days (of all its days when none is).
    public nonisolated func keptPastDays(_ dates: PastDays) -> KeptReports<PastWeather> {
        KeptReports(
            copy: { key throws(WeatherError) in
                guard let (place, days) = try await self.pastDays(in: dates, for: key) else { return nil }
                let weather = PastWeather(days: days)
                guard weather.covers(dates), let fetchedAt = weather.fetchedAt else { return nil }
                return Report(place: place, value: weather, fetchedAt: fetchedAt, origin: .offline)
            },
            keep: { kept throws(WeatherError) in
                try await self.savePastDays(kept.value.days, for: kept.place.key, fetchedAt: kept.fetchedAt)
            })
    }

    private static func insert(
        into table: String, _ columns: [(String, SQLiteValue)], in database: SQLiteDatabase
    ) throws {
        try database.run(
            "INSERT INTO \(table) (\(columns.map(\.0).joined(separator: ", "))) VALUES "
                + "(\(ReadingsColumns.placeholders(columns.count)))", columns.map(\.1))
    }

    private static func conditionColumns(_ condition: WeatherCondition?) -> [(String, SQLiteValue)] {
        [
            ("condition_code", condition.map { .integer(Int64($0.code)) } ?? .null),
            ("condition_summary", condition.map { .text($0.summary) } ?? .null),
            ("condition_description", condition.map { .text($0.description) } ?? .null),
            ("condition_icon", condition.map { .text($0.icon) } ?? .null),
        ]
    }

    private static func condition(from row: SQLiteRow) -> WeatherCondition? {
        guard let code = row.int("condition_code"), let summary = row.string("condition_summary"),
            let description = row.string("condition_description"), let icon = row.string("condition_icon")
        else { return nil }
        return WeatherCondition(code: code, summary: summary, description: description, icon: icon)
    }

    private static func pastSummary(from row: SQLiteRow) -> PastDaySummary {
        PastDaySummary(
            high: row.temperature("high_k"),
            low: row.temperature("low_k"),
            precipitation: row.precipitation("precipitation_mm"),
            rain: row.precipitation("rain_mm"),
            snow: row.precipitation("snow_mm"),
            sunshineSeconds: row.double("sunshine_s"),
            windMaximum: row.speed("wind_max_mps"),
            windDirectionDegrees: row.double("wind_direction_deg"), condition: condition(from: row))
    }

    private static func pastHour(from row: SQLiteRow) -> PastHour? {
        guard let time = row.double("time"), let offset = row.int("utc_offset_seconds") else { return nil }
        return PastHour(
            time: Date(timeIntervalSince1970: time), utcOffsetSeconds: offset,
            condition: condition(from: row),
            temperature: row.temperature("temperature_k"),
            precipitation: row.precipitation("precipitation_mm"),
            rain: row.precipitation("rain_mm"),
            snow: row.precipitation("snow_mm"),
            wind: row.wind,
            sunshineSeconds: row.double("sunshine_s"))
    }

    private static func damagedPastDays(_ database: SQLiteDatabase, place: Place) -> WeatherError {
        .storage(
            path: database.path,
            detail:
                "the past days kept for \(place.name), \(place.countryCode) have missing or invalid values")
    }
}

extension SQLiteValue {
    /// A number, or NULL for none.
    fileprivate static func optional(_ value: Double?) -> SQLiteValue {
        ReadingsColumns.optional(value)
    }
}
