/// The certificate authorities a client trusts: the system's, unless the environment names others with the
/// variables curl's own tool reads, `CURL_CA_BUNDLE`, then `SSL_CERT_FILE` (a PEM file) and `SSL_CERT_DIR`
/// (a directory of hashed certificates). libcurl does not read them itself.
public struct CertificateTrust: Sendable, Equatable {
    /// A PEM file of authorities, or nil for the system's.
    public let file: String?
    /// A directory of authorities named by their hashes, or nil for the system's.
    public let directory: String?

    public static let system = CertificateTrust(file: nil, directory: nil)

    public init(file: String?, directory: String?) {
        self.file = file
        self.directory = directory
    }

    /// The trust `environment` asks for; empty variables count as unset.
    public init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        self.init(file: value("CURL_CA_BUNDLE") ?? value("SSL_CERT_FILE"), directory: value("SSL_CERT_DIR"))
    }
}
