import Domain
import FoundationEssentials

/// The stable JSON shapes of `list`, `show` and `add`.
enum ReportJSON {
    /// `{"units": "metric", "unitSymbols": {...}, "places": [...]}`; with `air`, each place has its kept air
    /// quality as `show` gives it.
    static func list(
        _ reports: [WeatherReport], air: [PlaceKey: AirQualityReport]? = nil, display: DisplaySettings
    ) -> JSONValue {
        var members = UnitsJSON.members(display.units)
        members["places"] = .array(
            reports.map { report in
                air.map { shownPlace(report, kept: KeptExtras(air: $0[report.place.key]), display: display) }
                    ?? place(report, display: display)
            })
        return .object(members)
    }

    /// One place object: identity, freshness, origin and the weather in the requested units.
    static func place(_ report: WeatherReport, display: DisplaySettings) -> JSONValue {
        .object(members(report, display: display))
    }

    /// `show`'s place object: the place object with `air`, the place's kept air quality, and `normal`, the
    /// reading's day's 1991–2020 normal (each null when none is kept).
    static func shownPlace(_ report: WeatherReport, kept: KeptExtras, display: DisplaySettings) -> JSONValue {
        var members = members(report, display: display)
        members["air"] = .optional(kept.air) { AirQualityJSON.document($0, now: display.now) }
        members["alerts"] = .optional(kept.alerts) { alerts in
            .array(
                alerts.active(at: display.now).map {
                    .object(["event": .string($0.event), "severity": .string($0.severity.rawValue)])
                })
        }
        let weather = report.weather
        let date = LocalDate(containing: weather.observedAt, utcOffsetSeconds: weather.utcOffsetSeconds)
        members["normal"] = .optional(kept.normals?.normal(on: date)) {
            NormalJSON.day($0, high: weather.maximum, low: weather.minimum, units: display.units)
        }
        return .object(members)
    }

    private static func members(_ report: WeatherReport, display: DisplaySettings) -> [String: JSONValue] {
        var members = PlaceJSON.identity(report.place)
        members["fetchedAt"] = .timestamp(report.fetchedAt)
        members["ageSeconds"] = .integer(Int(min(display.age(of: report), Double(Int.max / 2))))
        members["observedAgeSeconds"] = .integer(
            Int(min(display.observedAge(of: report), Double(Int.max / 2))))
        members["stale"] = .bool(display.isStale(report))
        members["source"] = .string(source(report.origin))
        members["provider"] = .optional(report.weather.provider?.id, JSONValue.string)
        members["fallbackReason"] = fallbackReason(report.origin)
        members["passedOver"] = passedOver(report.weather.passedOver, origin: report.origin)
        members["weather"] = WeatherJSON.object(report.weather, units: display.units)
        members["polar"] = .optional(report.polarDaylight?.rawValue, JSONValue.string)
        members["nowcast"] = nowcast(report, now: display.now)
        let sky = SunAndMoon(
            coordinates: report.place.coordinates, at: report.weather.observedAt,
            utcOffsetSeconds: report.weather.utcOffsetSeconds)
        members.merge(SunAndMoonJSON.members(sky)) { $1 }
        return members
    }

    /// The providers asked before the one that answered, each with why it failed
    /// (`[{"provider": "openmeteo", "reason": "failed (HTTP 500)"}]`): empty when the first answered, null
    /// for data that did not come from the network on this run.
    static func passedOver(_ failures: [ProviderFailure], origin: WeatherReport.Origin) -> JSONValue {
        guard origin == .network else { return .null }
        return .array(
            failures.map {
                .object([
                    "provider": .string($0.provider.id),
                    "reason": .string(reason($0)),
                ])
            })
    }

    /// Why a provider was passed over, as JSON says it: the English clause after the provider's name
    /// ("failed (HTTP 500)"), the same in every language.
    static func reason(_ failure: ProviderFailure) -> String {
        let clause = FailureText(Words(.english)).clause(failure)
        let name = failure.provider.displayName + " "
        return clause.hasPrefix(name) ? String(clause.dropFirst(name.count)) : clause
    }

    /// `{"available", "summary", "modelled", "steps": [{"time", "precipitation"}]}`: the next two hours in
    /// 15-minute steps; with none, `available` false and the summary says why.
    static func nowcast(_ report: WeatherReport, now: Date) -> JSONValue {
        // JSON is the same in every language: its summary is English.
        let summary = NowcastText(Words(.english)).sentence(
            for: report.weather, at: report.place.coordinates, now: now)
        guard let nowcast = report.weather.nowcast, nowcast.isAvailable else {
            return .object([
                "available": .bool(false), "summary": .optional(summary, JSONValue.string), "modelled": .null,
                "steps": .array([]),
            ])
        }
        return .object([
            "available": .bool(true),
            "summary": .optional(summary, JSONValue.string),
            "modelled": .bool(Nowcast.isModelled(at: report.place.coordinates)),
            "steps": .array(
                nowcast.steps.map { step in
                    .object([
                        "time": .timestamp(step.time),
                        "precipitation": .optional(step.precipitationMillimetres) {
                            .measurement(Measurement(value: $0, unit: "mm"))
                        },
                    ])
                }),
        ])
    }

    /// The place of a kept report and the freshness of its copy: `fetchedAt`, `ageSeconds`, `stale`, `source`
    /// and `fallbackReason`, with which the documents of a forecast, air quality and past days begin.
    static func placeAndFreshness<Value>(_ report: Report<Value>, stale: Bool, now: Date) -> [String:
        JSONValue]
    {
        var members = PlaceJSON.identity(report.place)
        members["fetchedAt"] = .timestamp(report.fetchedAt)
        members["ageSeconds"] = .integer(Int(min(report.age(at: now), Double(Int.max / 2))))
        members["stale"] = .bool(stale)
        members["source"] = .string(source(report.origin))
        members["fallbackReason"] = fallbackReason(report.origin)
        return members
    }

    /// Why a cached copy stands in for fresh data, as a clause; null when it does not.
    static func fallbackReason(_ origin: WeatherReport.Origin) -> JSONValue {
        guard case .fallback(let error) = origin else { return .null }
        return .string(FallbackReason.text(error, words: Words(.english)))
    }

    static func source(_ origin: WeatherReport.Origin) -> String {
        switch origin {
        case .network: "network"
        case .cache: "cache"
        case .fallback: "fallback"
        case .offline: "offline"
        }
    }
}
