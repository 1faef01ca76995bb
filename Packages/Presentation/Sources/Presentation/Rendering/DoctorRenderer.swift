import Domain
import FoundationEssentials

/// `wxapp doctor` as aligned `label value` lines (or `label: value` when plain), or as JSON.
struct DoctorRenderer {
    let plain: Bool
    let words: Words

    func render(_ report: DatabaseDoctorUseCase.Report) -> String {
        let fields = fields(report)
        let width = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        return fields.map { label, value in
            let safe = value.terminalSafe
            return (plain ? words("\(label): \(safe)") : DisplayWidth.pad(label, to: width + 2) + safe) + "\n"
        }.joined()
    }

    func fields(_ report: DatabaseDoctorUseCase.Report) -> [(label: String, value: String)] {
        let health = report.health
        guard health.exists else {
            return [
                (words("Database"), health.path),
                (words("Status"), words("not created yet; wxapp creates it when it first saves a place")),
            ]
        }
        var fields: [(String, String)] = [(words("Database"), health.path)]
        let supported = health.supportedSchemaVersion
        fields.append(
            (
                words("Schema"),
                health.schemaVersion.map { words("version \($0) (this wxapp knows up to \(supported))") }
                    ?? words("unreadable")
            ))
        fields.append(
            (
                words("Integrity"),
                health.integrity.isEmpty
                    ? words("not checked") : health.integrity.prefix(3).joined(separator: "; ")
            ))
        if let placeCount = health.placeCount, let observations = health.observationCount {
            fields.append((words("Places"), words("\(placeCount) saved, \(observations) with weather")))
        }
        if let backup = report.backupPath {
            fields.append((words("Backup"), backup))
        }
        if let rebuild = report.rebuild {
            let (kept, found) = (rebuild.keptPlaces, rebuild.foundPlaces)
            fields.append(
                (
                    words("Rebuilt"),
                    found == 0
                        ? words("no saved place could be read; the new file starts empty")
                        : words("kept \(kept) of \(found) places")
                ))
        }
        fields.append((words("Status"), health.isHealthy ? words("healthy") : words("problems found")))
        fields += health.problems.map { (words("Problem"), $0) }
        fields += report.providers.map { (words("Provider"), provider($0)) }
        return fields
    }

    /// "Open-Meteo, https://api.open-meteo.com, in use; answered when last asked, 2026-11-25 10:04 UTC".
    func provider(_ status: ProviderStatus) -> String {
        let order: String =
            switch status.position {
            case 1?: words("in use")
            case 2?: words("asked second when those before fail")
            case 3?: words("asked third when those before fail")
            case let position?: words("asked #\(position) when those before fail")
            case nil: words("not asked")
            }
        let last: String
        switch status.lastCheck {
        case nil: last = words("not asked yet")
        case let check? where check.failure == nil:
            let time = Self.utc(check.checkedAt)
            last = words("answered when last asked, \(time)")
        case let check?:
            let (failure, time) = (check.failure ?? "", Self.utc(check.checkedAt))
            last = words("failed when last asked (\(failure)), \(time)")
        }
        let named = [status.provider.displayName, status.baseURL, order].joined(
            separator: words.phraseSeparator)
        return named + words.clauseSeparator + last
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
