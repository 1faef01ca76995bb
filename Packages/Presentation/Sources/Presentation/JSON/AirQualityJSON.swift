import Domain
import FoundationEssentials

/// `wxapp air --format json`: the place, freshness, and each value with its unit or category, null when
/// the service gave none; `pollen` is null where the service has no pollen at all.
enum AirQualityJSON {
    static func document(_ report: AirQualityReport, now: Date) -> JSONValue {
        let air = report.air
        var members = ReportJSON.placeAndFreshness(
            report, stale: report.age(at: now) > ShowAirQualityUseCase.lifetime, now: now)
        members["provider"] = .optional(WeatherProvider.airQualitySource?.id, JSONValue.string)
        members["observedAt"] = .timestamp(air.observedAt)
        members["utcOffsetSeconds"] = .integer(air.utcOffsetSeconds)
        members["europeanAqi"] = category(air.europeanIndex) { EuropeanAirQuality(index: $0).rawValue }
        members["usAqi"] = category(air.usIndex) { USAirQuality(index: $0).rawValue }
        members["uvIndex"] = category(air.uvIndex) { UVExposure(index: $0).rawValue }
        members["uvIndexMax"] = category(air.uvIndexMaximum) { UVExposure(index: $0).rawValue }
        for (name, value) in [
            ("pm2_5", air.pm25), ("pm10", air.pm10), ("ozone", air.ozone),
            ("nitrogenDioxide", air.nitrogenDioxide),
        ] {
            members[name] = .optional(value) { .measurement(Measurement(value: $0, unit: "µg/m³")) }
        }
        members["pollen"] = .optional(air.pollen) { pollen in
            .object(
                Dictionary(
                    uniqueKeysWithValues: AirQuality.Pollen.allCases.map { kind in
                        (
                            kind.rawValue,
                            JSONValue.optional(pollen[kind]) {
                                .measurement(Measurement(value: $0, unit: "grains/m³"))
                            }
                        )
                    }))
        }
        return .object(members)
    }

    /// `{"value": 41, "category": "fair"}`, or null.
    private static func category(_ value: Double?, _ name: (Double) -> String) -> JSONValue {
        .optional(value) {
            .object(["value": .number($0, decimals: JSONPrecision.index), "category": .string(name($0))])
        }
    }
}
