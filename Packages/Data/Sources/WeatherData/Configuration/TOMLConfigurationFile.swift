import Domain
import FoundationEssentials
import Infrastructure
import TOMLKit

/// The configuration file in TOML: `key = "value"` lines, numbers bare; written atomically with mode 0600.
/// A table's settings are named with its name and a dot, so `units.wind = "kn"` and `[units]` holding
/// `wind = "kn"` both set `units.wind`; a `[units]` table's `preset` is the setting `units`.
public struct TOMLConfigurationFile: ConfigurationRepository {
    public let location: String

    /// The file at `path`; nothing is read until asked.
    public init(path: String) {
        location = path
    }

    /// The longest file read: a few hundred bytes hold every setting, and a line template is short.
    public static let maximumBytes = 64 * 1024

    public func entries() throws(WeatherError) -> [String: ConfigurationValue] {
        guard let text = try text() else { return [:] }
        if let line = TOMLStatements(text).lineTooDeep {
            throw .configuration(
                .nestedTooDeep(file: location, line: line, limit: TOMLStatements.maximumDepth))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch {
            throw .configuration(.notTOML(file: location, detail: Self.describe(error)))
        }
        var entries: [String: ConfigurationValue] = [:]
        try flatten(table, prefix: nil, into: &entries)
        return entries
    }

    /// The file's text, checked for what the parser cannot take (a NUL, too many bytes); nil when there
    /// is no file.
    private func text() throws(WeatherError) -> String? {
        guard FileSystemSupport.exists(atPath: location) else { return nil }
        // Looked at before it is opened: a FIFO would block the read, and a device could be endless.
        if let kind = FileKind(atPath: location), kind != .regularFile {
            throw .configuration(.unusableFile(file: location, problem: FileReadProblem.notRegular(kind)))
        }
        if let size = FileSystemSupport.size(atPath: location), size > Self.maximumBytes {
            throw .configuration(.fileTooLarge(file: location, bytes: size, limit: Self.maximumBytes))
        }
        let text: String
        do {
            text = try String(contentsOfFile: location, encoding: .utf8)
        } catch {
            throw .configuration(.unusableFile(file: location, problem: FileReadProblem.describe(error)))
        }
        // It may have grown since its size was looked at.
        guard text.utf8.count <= Self.maximumBytes else {
            throw .configuration(
                .fileTooLarge(file: location, bytes: text.utf8.count, limit: Self.maximumBytes))
        }
        if let line = TOMLText.lineOfNUL(in: text) {
            throw .configuration(.nulCharacter(file: location, line: line))
        }
        return text
    }

    public func removeUnreadable(_ name: String) throws(WeatherError) -> Bool {
        guard let text = try text(), let key = TOMLStatements.key(name) else { return false }
        let removed = TOMLStatements(text).statements.filter { $0.key.starts(with: key) }
        guard !removed.isEmpty else { return false }
        let kept = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { line in
            !removed.contains { $0.lines.contains(line.offset + 1) }
        }
        let rest = kept.map(\.element).joined(separator: "\n")
        try write(rest.isEmpty || rest.hasSuffix("\n") ? rest : rest + "\n")
        return true
    }

    /// Every setting of `table` and of the tables in it, named with the tables' names and dots.
    private func flatten(
        _ table: TOMLTable, prefix: String?, into entries: inout [String: ConfigurationValue]
    )
        throws(WeatherError)
    {
        for (key, value) in table {
            // TOML cannot have `units` both a value and a table, so a `[units]` table names the preset.
            let name = prefix.map { $0 == "units" && key == "preset" ? $0 : "\($0).\(key)" } ?? key
            if let inner = value.table {
                try flatten(inner, prefix: name, into: &entries)
                continue
            }
            guard entries[name] == nil else {
                throw .configuration(.notTOML(file: location, detail: "\(name) is set twice"))
            }
            if let text = value.string {
                entries[name] = .text(text)
            } else if let number = value.int {
                entries[name] = .integer(number)
            } else if let flag = value.bool {
                // `fallback = false` as TOML writes it; the setting's own check decides whether it fits.
                entries[name] = .text(flag ? "true" : "false")
            } else {
                throw .configuration(.settingOfUnknownType(name: name, file: location))
            }
        }
    }

    public func save(_ entries: [String: ConfigurationValue]) throws(WeatherError) {
        let table = TOMLTable()
        for (name, value) in entries {
            switch value {
            case .text(let text): table[name] = text
            case .integer(let number): table[name] = number
            }
        }
        try write(
            "# wxapp configuration; change it with \"wxapp config set KEY VALUE\".\n"
                + table.convert(to: .toml) + "\n")
    }

    /// Replaces the file with `text`, atomically, readable by its owner only.
    private func write(_ text: String) throws(WeatherError) {
        do {
            try FileSystemSupport.createParentDirectory(of: location)
            try AtomicFileWriter.write(Array(text.utf8), toPath: location, permissions: 0o600)
        } catch {
            throw .configuration(.unusableFile(file: location, problem: "cannot be written (\(error))"))
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? TOMLParseError {
            return "line \(error.source.begin.line): \(error.description)"
        }
        return String(describing: error)
    }
}
