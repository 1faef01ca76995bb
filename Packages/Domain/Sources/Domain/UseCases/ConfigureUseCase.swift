/// Reads and changes the configuration file, one validated setting at a time.
public struct ConfigureUseCase: Sendable {
    private let repository: any ConfigurationRepository

    public init(repository: any ConfigurationRepository) {
        self.repository = repository
    }

    /// Where the configuration file is.
    public var location: String { repository.location }

    /// The value of one setting in the file, or nil when it is not set.
    public func get(_ name: String) throws(WeatherError) -> ConfigurationValue? {
        let key = try ConfigurationKey(named: name)
        return try repository.entries()[key.rawValue]
    }

    /// Validates `value` for the setting `name` and writes it; returns the value as stored.
    @discardableResult
    public func set(_ name: String, to value: String) throws(WeatherError) -> ConfigurationValue {
        let key = try ConfigurationKey(named: name)
        guard let normalized = key.normalized(.text(value)) else {
            throw .configuration(.invalidValue(setting: key.rawValue, value: value, accepted: key.accepted))
        }
        var entries = try repository.entries()
        entries[key.rawValue] = normalized
        try repository.save(entries)
        return normalized
    }

    /// Removes the setting `name` from the file (an unknown name too); returns false when it was not set.
    /// A file nested too deep to be read has the lines that set `name` or anything under it removed, so
    /// that the file can be mended.
    @discardableResult
    public func unset(_ name: String) throws(WeatherError) -> Bool {
        var entries: [String: ConfigurationValue]
        do {
            entries = try repository.entries()
        } catch .configuration(.nestedTooDeep) {
            return try repository.removeUnreadable(name)
        }
        // A name the file holds can always be removed, even one this version does not know.
        let stored = entries[name] != nil ? name : try ConfigurationKey(named: name).rawValue
        guard entries.removeValue(forKey: stored) != nil else { return false }
        try repository.save(entries)
        return true
    }

    /// Every setting in the file, in the order of `ConfigurationKey.allCases`, then unknown names.
    public func list() throws(WeatherError) -> [(name: String, value: ConfigurationValue)] {
        let entries = try repository.entries()
        let known = ConfigurationKey.allCases.compactMap { key in
            entries[key.rawValue].map { (name: key.rawValue, value: $0) }
        }
        let unknown = entries.keys.filter { (try? ConfigurationKey(named: $0)) == nil }.sorted()
            .map { (name: $0, value: entries[$0]!) }
        return known + unknown
    }

    /// The file's settings checked: every name known and every value valid; the error names the setting and the file.
    public func validSettings() throws(WeatherError) -> [ConfigurationKey: ConfigurationValue] {
        var settings: [ConfigurationKey: ConfigurationValue] = [:]
        for (name, value) in try repository.entries().sorted(by: { $0.key < $1.key }) {
            guard let key = ConfigurationKey(rawValue: name) else {
                throw .configuration(.unknownSetting(name: name, file: repository.location))
            }
            guard let normalized = key.normalized(value) else {
                throw .configuration(
                    .invalidSetting(
                        name: key.rawValue, file: repository.location, value: key.isSecret ? nil : value.text,
                        accepted: key.accepted))
            }
            settings[key] = normalized
        }
        return settings
    }
}
