/// The XDG base directories for a user: the environment's absolute values, else the defaults under home.
public struct XDGPaths: Sendable {
    /// $XDG_DATA_HOME if absolute, else home/.local/share.
    public var dataHome: String
    /// $XDG_CONFIG_HOME if absolute, else home/.config.
    public var configHome: String
    /// $XDG_CACHE_HOME if absolute, else home/.cache.
    public var cacheHome: String

    /// Resolves the three directories; relative or empty values are ignored, as the XDG specification says.
    public init(environment: [String: String], homeDirectory: String) {
        func resolve(_ variable: String, default relative: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") {
                return Self.trimmingTrailingSlashes(value)
            }
            let home = Self.trimmingTrailingSlashes(homeDirectory)
            return (home == "/" ? "" : home) + "/" + relative
        }
        dataHome = resolve("XDG_DATA_HOME", default: ".local/share")
        configHome = resolve("XDG_CONFIG_HOME", default: ".config")
        cacheHome = resolve("XDG_CACHE_HOME", default: ".cache")
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
