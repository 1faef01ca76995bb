import Domain

/// `show --date --format json`: the place, the freshness of its copy, and each day with its values, its
/// normal and its hours, in the chosen units; the same in every language.
enum PastDaysJSON {
    static func document(_ view: PastDaysView) -> JSONValue {
        let report = view.report
        let display = view.display
        var members = ReportJSON.placeAndFreshness(report, stale: view.isStale, now: display.now)
        members["provider"] = .optional(WeatherProvider.archiveSource?.id, JSONValue.string)
        members.merge(UnitsJSON.members(display.units)) { _, units in units }
        members["firstDate"] = .string(view.shown.days.first.isoText)
        members["lastDate"] = .string(view.shown.days.last.isoText)
        members["days"] = .array(
            view.days.map {
                day($0, normal: view.shown.normals?.normal(on: $0.date), report: report, units: display.units)
            })
        return .object(members)
    }

    /// A day: its values (null where not known), whether it is preliminary, its normal and its hours.
    static func day(_ day: PastDay, normal: ClimateNormals.Day?, report: Report<PastWeather>, units: Units)
        -> JSONValue
    {
        let summary = day.summary
        return .object([
            "date": .string(day.date.isoText),
            "preliminary": .bool(day.preliminary),
            "fetchedAt": .timestamp(day.fetchedAt ?? report.fetchedAt),
            "condition": .optional(summary.condition, ReadingsJSON.condition),
            "high": temperature(summary.high, units),
            "low": temperature(summary.low, units),
            "precipitation": amount(summary.precipitation, units),
            "rain": amount(summary.rain, units),
            "snow": amount(summary.snow, units),
            "sunshine": seconds(summary.sunshineSeconds),
            "windMaximum": .optional(summary.windMaximum?.measurement(in: units), JSONValue.measurement),
            "windDirection": degrees(summary.windDirectionDegrees),
            "normal": .optional(normal) {
                NormalJSON.day($0, high: summary.high, low: summary.low, units: units)
            },
            "hours": .array(day.hours.map { hour($0, units: units) }),
        ])
    }

    /// An hour, with the offset from UTC the place kept at it.
    static func hour(_ hour: PastHour, units: Units) -> JSONValue {
        .object([
            "time": .timestamp(hour.time),
            "utcOffsetSeconds": .integer(hour.utcOffsetSeconds),
            "condition": .optional(hour.condition, ReadingsJSON.condition),
            "temperature": temperature(hour.temperature, units),
            "precipitation": amount(hour.precipitation, units),
            "rain": amount(hour.rain, units),
            "snow": amount(hour.snow, units),
            "sunshine": seconds(hour.sunshineSeconds),
            "windSpeed": .optional(hour.wind.speed?.measurement(in: units), JSONValue.measurement),
            "windDirection": degrees(hour.wind.directionDegrees),
        ])
    }

    private static func temperature(_ value: Temperature?, _ units: Units) -> JSONValue {
        .optional(value?.measurement(in: units), JSONValue.measurement)
    }

    private static func amount(_ value: Precipitation?, _ units: Units) -> JSONValue {
        .optional(value?.measurement(in: units), JSONValue.measurement)
    }

    private static func seconds(_ value: Double?) -> JSONValue {
        .optional(value) { .measurement(Measurement(value: $0, unit: "s")) }
    }

    private static func degrees(_ value: Double?) -> JSONValue {
        .optional(value) { .measurement(Measurement(value: $0, unit: "°")) }
    }
}
