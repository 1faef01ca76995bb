/// `wxapp doctor`: checks the database, and on request backs it up or rebuilds it from what can be read.
public struct DatabaseDoctorUseCase: Sendable {
    /// What the doctor did and found.
    public struct Report: Sendable, Equatable {
        /// The state of the file after everything else was done.
        public let health: DatabaseHealth
        /// The backup made, by itself or before a rebuild.
        public let backupPath: String?
        public let rebuild: DatabaseRebuild?

        public init(health: DatabaseHealth, backupPath: String?, rebuild: DatabaseRebuild?) {
            self.health = health
            self.backupPath = backupPath
            self.rebuild = rebuild
        }
    }

    private let maintenance: any DatabaseMaintenance

    public init(maintenance: any DatabaseMaintenance) {
        self.maintenance = maintenance
    }

    /// Checks; with `backUp`, copies the file first; with `rebuild`, backs up and rebuilds, then checks again.
    /// A missing file cannot be backed up or rebuilt, and a file from a newer wxapp is never rebuilt.
    public func execute(backUp: Bool, rebuild: Bool) async throws(WeatherError) -> Report {
        let health = try await maintenance.check()
        guard backUp || rebuild else {
            return Report(health: health, backupPath: nil, rebuild: nil)
        }
        guard health.exists else {
            throw .storage(path: health.path, detail: "there is no database file to back up or rebuild yet")
        }
        guard rebuild else {
            let backup = try await maintenance.backUp()
            return Report(health: health, backupPath: backup, rebuild: nil)
        }
        guard !health.isFromANewerVersion else {
            throw .storage(
                path: health.path,
                detail:
                    "a newer wxapp wrote it (schema version \(health.schemaVersion ?? 0)), and rebuilding "
                    + "it would lose what that version stores; use the newer wxapp")
        }
        let outcome = try await maintenance.rebuild()
        return Report(health: try await maintenance.check(), backupPath: outcome.backupPath, rebuild: outcome)
    }
}
