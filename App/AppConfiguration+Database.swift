import Domain

extension AppConfiguration {
    /// The database file: `--db` (never empty: the option refuses that), else `WXAPP_DB`, else `defaultPath`.
    /// An empty `WXAPP_DB`, when `--db` does not stand in for it, is a usage error rather than taken for
    /// unset. Every path names a file, so that what is saved is found again by the next run: ":memory:",
    /// SQLite's name for a database that vanishes when closed, is the file of that name in the current folder.
    static func databasePath(option: String?, variable: String?, default defaultPath: String)
        throws(WeatherError) -> String
    {
        if option == nil, variable?.isEmpty == true {
            throw .configuration(.emptyVariable(name: "WXAPP_DB"))
        }
        let path = option ?? variable ?? defaultPath
        return path == ":memory:" ? "./:memory:" : path
    }
}
