import Domain
import FoundationEssentials

/// `wxapp alerts --format json`.
enum AlertsJSON {
    static func place(_ report: AlertsReport, country: String, now: Date) -> JSONValue {
        var members = PlaceJSON.identity(report.place)
        members["source"] = .optional(report.source?.id, JSONValue.string)
        members["coverage"] = .string(
            report.source.map { "covered by \($0.displayName)" } ?? "no alert source for \(country)")
        members["fetchedAt"] = .optional(report.askedAt, JSONValue.timestamp)
        members["origin"] = .string(ReportJSON.source(report.origin))
        members["alerts"] = .array(
            report.active(at: now).map { alert in
                .object([
                    "event": .string(alert.event), "severity": .string(alert.severity.rawValue),
                    "headline": .string(alert.headline), "issuer": .string(alert.issuer),
                    "start": .optional(alert.start, JSONValue.timestamp),
                    "end": .optional(alert.end, JSONValue.timestamp),
                ])
            })
        return .object(members)
    }
}
