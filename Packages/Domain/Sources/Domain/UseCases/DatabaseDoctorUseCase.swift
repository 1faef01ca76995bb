/// `wxapp doctor`: checks the database, and on request backs it up or rebuilds it from what can be read.
public struct DatabaseDoctorUseCase: Sendable {
    /// What the doctor did and found.
    public struct Report: Sendable, Equatable {
        /// The state of the file after everything else was done.
        public let health: DatabaseHealth
        /// The backup made, by itself or before a rebuild.
        public let backupPath: String?
        public let rebuild: DatabaseRebuild?
        /// Every provider, in the order they are asked (then those that are not).
        public let providers: [ProviderStatus]

        public init(
            health: DatabaseHealth, backupPath: String?, rebuild: DatabaseRebuild?,
            providers: [ProviderStatus] = []
        ) {
            self.health = health
            self.backupPath = backupPath
            self.rebuild = rebuild
            self.providers = providers
        }
    }

    /// A provider wxapp knows: where it is asked and its place in the order of asking (nil when not asked).
    public struct Endpoint: Sendable, Equatable {
        public let provider: WeatherProvider
        public let baseURL: String
        public let position: Int?

        public init(provider: WeatherProvider, baseURL: String, position: Int?) {
            self.provider = provider
            self.baseURL = baseURL
            self.position = position
        }
    }

    private let maintenance: any DatabaseMaintenance
    private let endpoints: [Endpoint]

    public init(maintenance: any DatabaseMaintenance, endpoints: [Endpoint] = []) {
        self.maintenance = maintenance
        self.endpoints = endpoints
    }

    /// Each endpoint with what its provider did when last asked, the ones asked first.
    private func providers() async throws(WeatherError) -> [ProviderStatus] {
        let checks = try await maintenance.providerChecks()
        return endpoints.sorted { ($0.position ?? .max) < ($1.position ?? .max) }.map { endpoint in
            ProviderStatus(
                provider: endpoint.provider, baseURL: endpoint.baseURL, position: endpoint.position,
                lastCheck: checks.first { $0.provider == endpoint.provider })
        }
    }

    /// Checks; with `backUp`, copies the file first; with `rebuild`, backs up and rebuilds, then checks again.
    /// A missing file cannot be backed up or rebuilt, and a file from a newer wxapp is never rebuilt.
    public func execute(backUp: Bool, rebuild: Bool) async throws(WeatherError) -> Report {
        let health = try await maintenance.check()
        guard backUp || rebuild else {
            return Report(health: health, backupPath: nil, rebuild: nil, providers: try await providers())
        }
        guard health.exists else {
            throw .storage(path: health.path, detail: "there is no database file to back up or rebuild yet")
        }
        guard rebuild else {
            let backup = try await maintenance.backUp()
            return Report(health: health, backupPath: backup, rebuild: nil, providers: try await providers())
        }
        guard !health.isFromANewerVersion else {
            throw .storage(
                path: health.path,
                detail:
                    "a newer wxapp wrote it (schema version \(health.schemaVersion ?? 0)), and rebuilding "
                    + "it would lose what that version stores; use the newer wxapp")
        }
        let outcome = try await maintenance.rebuild()
        return Report(
            health: try await maintenance.check(), backupPath: outcome.backupPath, rebuild: outcome,
            providers: try await providers())
    }
}
