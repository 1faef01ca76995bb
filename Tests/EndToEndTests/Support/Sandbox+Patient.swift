extension Sandbox {
    /// A request timeout for tests that are not about timeouts: long enough that a busy machine never turns
    /// a slow answer of the loopback server into a failure.
    static let patientTimeout = "10"

    /// `run` with the patient request timeout set; a test about timeouts sets its own.
    static func runPatiently<T>(_ body: (Sandbox) async throws -> T) async throws -> T {
        try await run { sandbox in
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = patientTimeout
            return try await body(sandbox)
        }
    }
}
