/// The user's configuration file: raw values by key name, written whole and atomically.
public protocol ConfigurationRepository: Sendable {
    /// Where the file is (it may not exist yet).
    var location: String { get }

    /// Every entry of the file as written, unknown names included; empty when there is no file.
    /// Throws `configuration` when the file cannot be read or parsed.
    func entries() throws(WeatherError) -> [String: ConfigurationValue]

    /// Replaces the file with `entries`, creating it (readable by its owner only) when needed.
    func save(_ entries: [String: ConfigurationValue]) throws(WeatherError)

    /// Removes what sets `name` or anything under it from a file nested too deep to be read
    /// (`nestedTooDeep`), leaving the rest as written; false when nothing does.
    func removeUnreadable(_ name: String) throws(WeatherError) -> Bool
}
