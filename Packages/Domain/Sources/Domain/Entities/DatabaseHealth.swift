/// What a check of the database file found; `problems` is empty exactly when nothing is wrong.
public struct DatabaseHealth: Sendable, Equatable {
    public let path: String
    /// False when there is no file yet (wxapp creates it on first use); nothing else is known then.
    public let exists: Bool
    /// The file's schema version, nil when it could not be read.
    public let schemaVersion: Int?
    /// The newest schema version this program knows.
    public let supportedSchemaVersion: Int
    /// SQLite's integrity check: `["ok"]` when sound, its findings otherwise, empty when it could not run.
    public let integrity: [String]
    /// Saved places, nil when they could not be counted.
    public let placeCount: Int?
    /// Saved places that have a stored observation, nil when they could not be counted.
    public let observationCount: Int?
    /// What is wrong, one clause each ("the file is not a database"); empty when healthy.
    public let problems: [String]

    public init(
        path: String, exists: Bool, schemaVersion: Int?, supportedSchemaVersion: Int, integrity: [String],
        placeCount: Int?, observationCount: Int?, problems: [String]
    ) {
        self.path = path
        self.exists = exists
        self.schemaVersion = schemaVersion
        self.supportedSchemaVersion = supportedSchemaVersion
        self.integrity = integrity
        self.placeCount = placeCount
        self.observationCount = observationCount
        self.problems = problems
    }

    /// True when nothing is wrong (a missing file is not a problem: it is created on first use).
    public var isHealthy: Bool { problems.isEmpty }

    /// True when a newer wxapp wrote the file: it must be neither migrated nor rebuilt by this one.
    public var isFromANewerVersion: Bool {
        schemaVersion.map { $0 > supportedSchemaVersion } ?? false
    }
}
