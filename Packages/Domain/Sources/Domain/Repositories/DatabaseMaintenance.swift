/// Checks, backs up and rebuilds the database file; it never deletes or overwrites the user's data.
public protocol DatabaseMaintenance: Sendable {
    /// Reads the file, never creating or changing it, and reports what it found.
    func check() async throws(WeatherError) -> DatabaseHealth

    /// Copies the file as it is to a new file beside it and returns the copy's path.
    func backUp() async throws(WeatherError) -> String

    /// What each provider did when last asked, as the file keeps it; none from a file without that record.
    func providerChecks() async throws(WeatherError) -> [ProviderCheck]

    /// Backs the file up, then swaps in a new file holding every saved place that can still be read.
    func rebuild() async throws(WeatherError) -> DatabaseRebuild
}
