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

    public func entries() throws(WeatherError) -> [String: ConfigurationValue] {
        guard FileSystemSupport.exists(atPath: location) else { return [:] }
        // Looked at before it is opened: a FIFO would block the read, and a device could be endless.
        if let kind = FileKind(atPath: location), kind != .regularFile {
            throw .configuration(.unusableFile(file: location, problem: FileReadProblem.notRegular(kind)))
        }
        let text: String
        do {
            text = try String(contentsOfFile: location, encoding: .utf8)
        } catch {
            throw .configuration(.unusableFile(file: location, problem: FileReadProblem.describe(error)))
        }
        if let line = TOMLText.lineOfNUL(in: text) {
            throw .configuration(.nulCharacter(file: location, line: line))
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
        let text =
            "# wxapp configuration; change it with \"wxapp config set KEY VALUE\".\n"
            + table.convert(to: .toml) + "\n"
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
