import Domain

/// `wxapp forecast --format json`: the place, the forecast's freshness, its days and its 3-hour steps.
enum ForecastJSON {
    static func document(_ view: ForecastView) -> JSONValue {
        let report = view.report
        let display = view.display
        var members = ReportJSON.placeAndFreshness(report, stale: view.isStale, now: display.now)
        members["provider"] = .optional(report.forecast.provider?.id, JSONValue.string)
        members["passedOver"] = ReportJSON.passedOver(report.forecast.passedOver, origin: report.origin)
        members.merge(UnitsJSON.members(display.units)) { _, units in units }
        members["utcOffsetSeconds"] = .integer(view.offset)
        members["sunrise"] = .optional(report.forecast.sunrise, JSONValue.timestamp)
        members["sunset"] = .optional(report.forecast.sunset, JSONValue.timestamp)
        members["nowcast"] = view.weather.map { ReportJSON.nowcast($0, now: display.now) } ?? .null
        members["days"] = .array(
            view.days.map { summary in
                day(
                    summary, sky: view.sky(of: summary.date), normal: view.normals?.normal(on: summary.date),
                    units: display.units)
            })
        members["entries"] = .array(
            view.hours.map {
                entry(
                    $0, units: display.units, utcOffsetSeconds: report.forecast.utcOffsetSeconds(at: $0.time))
            })
        return .object(members)
    }

    /// A day's summary, with its length and moon at noon and its high and low against the normal (null
    /// when no normals are kept).
    static func day(_ day: DailySummary, sky: SunAndMoon, normal: ClimateNormals.Day?, units: Units)
        -> JSONValue
    {
        var members: [String: JSONValue] = [
            "date": .string(day.date.isoText),
            "minimum": .measurement(day.minimum.measurement(in: units)),
            "maximum": .measurement(day.maximum.measurement(in: units)),
            "condition": .optional(day.condition, ReadingsJSON.condition),
            "precipitationProbability": percent(day.precipitationProbability),
            "rain": .optional(day.rain?.measurement(in: units), JSONValue.measurement),
            "snow": .optional(day.snow?.measurement(in: units), JSONValue.measurement),
            "steps": .integer(day.entries.count),
        ]
        members.merge(SunAndMoonJSON.members(sky)) { $1 }
        members["normal"] = .optional(normal) {
            NormalJSON.day($0, high: day.maximum, low: day.minimum, units: units)
        }
        return .object(members)
    }

    /// A step, with the offset from UTC the place keeps at its time.
    static func entry(_ entry: ForecastEntry, units: Units, utcOffsetSeconds: Int) -> JSONValue {
        var members = ReadingsJSON.members(entry.readings, units: units, rain: "rain", snow: "snow")
        members["time"] = .timestamp(entry.time)
        members["utcOffsetSeconds"] = .integer(utcOffsetSeconds)
        members["precipitationProbability"] = percent(entry.precipitationProbability)
        return .object(members)
    }

    /// A chance from 0 to 1 as `{"value": 40, "unit": "%"}`, or null.
    private static func percent(_ probability: Double?) -> JSONValue {
        .optional(probability) { .measurement(Measurement(value: $0 * 100, unit: "%")) }
    }
}
