import Domain
import FoundationEssentials
import Infrastructure
import TOMLKit

/// The configuration file in TOML: `key = "value"` lines, numbers bare; written atomically with mode 0600.
public struct TOMLConfigurationFile: ConfigurationRepository {
    public let location: String

    /// The file at `path`; nothing is read until asked.
    public init(path: String) {
        location = path
    }

    public func entries() throws(WeatherError) -> [String: ConfigurationValue] {
        guard FileSystemSupport.exists(atPath: location) else { return [:] }
        let text: String
        do {
            text = try String(contentsOfFile: location, encoding: .utf8)
        } catch {
            throw .configuration(.unusableFile(file: location, problem: FileReadProblem.describe(error)))
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch {
            throw .configuration(.notTOML(file: location, detail: Self.describe(error)))
        }
        var entries: [String: ConfigurationValue] = [:]
        for (name, value) in table {
            if let text = value.string {
                entries[name] = .text(text)
            } else if let number = value.int {
                entries[name] = .integer(number)
            } else {
                throw .configuration(.settingOfUnknownType(name: name, file: location))
            }
        }
        return entries
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
