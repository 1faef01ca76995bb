import Domain
import FoundationEssentials

/// `wxapp doctor` as aligned `label value` lines (or `label: value` when plain), or as JSON.
struct DoctorRenderer {
    let plain: Bool

    func render(_ report: DatabaseDoctorUseCase.Report) -> String {
        let fields = Self.fields(report)
        let width = fields.map { $0.label.count }.max() ?? 0
        return fields.map { label, value in
            let safe = value.terminalSafe
            return plain
                ? "\(label): \(safe)\n"
                : label + String(repeating: " ", count: width + 2 - label.count) + safe + "\n"
        }.joined()
    }

    static func fields(_ report: DatabaseDoctorUseCase.Report) -> [(label: String, value: String)] {
        let health = report.health
        guard health.exists else {
            return [
                ("Database", health.path),
                ("Status", "not created yet; wxapp creates it when it first saves a place"),
            ]
        }
        var fields: [(String, String)] = [("Database", health.path)]
        fields.append(
            (
                "Schema",
                health.schemaVersion.map {
                    "version \($0) (this wxapp knows up to \(health.supportedSchemaVersion))"
                } ?? "unreadable"
            ))
        fields.append(
            (
                "Integrity",
                health.integrity.isEmpty ? "not checked" : health.integrity.prefix(3).joined(separator: "; ")
            ))
        if let places = health.placeCount, let observations = health.observationCount {
            fields.append(("Places", "\(places) saved, \(observations) with weather"))
        }
        if let backup = report.backupPath {
            fields.append(("Backup", backup))
        }
        if let rebuild = report.rebuild {
            fields.append(
                (
                    "Rebuilt",
                    rebuild.foundPlaces == 0
                        ? "no saved place could be read; the new file starts empty"
                        : "kept \(rebuild.keptPlaces) of \(rebuild.foundPlaces) places"
                ))
        }
        fields.append(("Status", health.isHealthy ? "healthy" : "problems found"))
        fields += health.problems.map { ("Problem", $0) }
        fields += report.providers.map { ("Provider", Self.provider($0)) }
        return fields
    }

    /// "Open-Meteo, https://api.open-meteo.com, in use; answered when last asked, 2026-11-25 10:04 UTC".
    static func provider(_ status: ProviderStatus) -> String {
        let order: String =
            switch status.position {
            case 1?: "in use"
            case let position?: "asked \(Self.ordinal(position)) when those before fail"
            case nil: "not asked"
            }
        let last: String =
            switch status.lastCheck {
            case nil: "not asked yet"
            case let check? where check.failure == nil:
                "answered when last asked, \(Self.utc(check.checkedAt))"
            case let check?: "failed when last asked (\(check.failure ?? "")), \(Self.utc(check.checkedAt))"
            }
        return "\(status.provider.displayName), \(status.baseURL), \(order); \(last)"
    }

    private static func ordinal(_ number: Int) -> String {
        switch number {
        case 2: "second"
        case 3: "third"
        default: "#\(number)"
        }
    }

    /// "2026-11-25 10:04 UTC".
    private static func utc(_ date: Date) -> String {
        let text = JSONValue.timestampText(date)
        return text.prefix(10) + " " + text.dropFirst(11).prefix(5) + " UTC"
    }

    static func json(_ report: DatabaseDoctorUseCase.Report) -> JSONValue {
        let health = report.health
        return .object([
            "path": .string(health.path),
            "exists": .bool(health.exists),
            "schemaVersion": .optional(health.schemaVersion, JSONValue.integer),
            "supportedSchemaVersion": .integer(health.supportedSchemaVersion),
            "integrity": .array(health.integrity.map(JSONValue.string)),
            "places": .optional(health.placeCount, JSONValue.integer),
            "placesWithWeather": .optional(health.observationCount, JSONValue.integer),
            "healthy": .bool(health.isHealthy),
            "problems": .array(health.problems.map(JSONValue.string)),
            "backup": .optional(report.backupPath, JSONValue.string),
            "providers": .array(
                report.providers.map { status in
                    .object([
                        "provider": .string(status.provider.id), "baseURL": .string(status.baseURL),
                        "position": .optional(status.position, JSONValue.integer),
                        "lastAskedAt": .optional(status.lastCheck?.checkedAt, JSONValue.timestamp),
                        "answered": .optional(status.lastCheck.map { $0.failure == nil }, JSONValue.bool),
                        "failure": .optional(status.lastCheck?.failure, JSONValue.string),
                    ])
                }),
            "rebuild": .optional(report.rebuild) { rebuild in
                .object([
                    "foundPlaces": .integer(rebuild.foundPlaces), "keptPlaces": .integer(rebuild.keptPlaces),
                ])
            },
        ])
    }
}
