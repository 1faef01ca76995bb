import Foundation

/// Replaces secrets and the values of named query parameters with "REDACTED" in any text.
public struct Redactor: Sendable {
    /// What secrets and parameter values are replaced with.
    public static let replacement = "REDACTED"
    /// Secrets shorter than this are ignored, so that a tiny value cannot blank out ordinary text.
    public static let minimumSecretLength = 4

    private let secrets: [String]
    private let parameterPattern: String?

    /// Redacts every `secrets` entry of at least four characters (also percent-encoded) and the values of `queryParameterNames`.
    public init(queryParameterNames: Set<String>, secrets: [String]) {
        var variants = Set<String>()
        for secret in secrets where secret.count >= Self.minimumSecretLength {
            variants.insert(secret)
            for allowed in [CharacterSet.urlQueryAllowed, .alphanumerics] {
                if let encoded = secret.addingPercentEncoding(withAllowedCharacters: allowed) {
                    variants.insert(encoded)
                }
            }
        }
        self.secrets = variants.sorted { ($0.count, $0) > ($1.count, $1) }
        let names = queryParameterNames.filter { !$0.isEmpty }.sorted()
        parameterPattern =
            names.isEmpty
            ? nil
            : "(^|[^\\w.~%+-])("
                + names.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
                + ")=[^&;#\\s\"'<>]*"
    }

    /// `text` with every secret and every value of the named query parameters replaced by "REDACTED".
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets {
            result = result.replacingOccurrences(of: secret, with: Self.replacement)
        }
        guard let parameterPattern,
            let expression = try? NSRegularExpression(pattern: parameterPattern, options: [.caseInsensitive])
        else { return result }
        return expression.stringByReplacingMatches(
            in: result,
            range: NSRange(result.startIndex..., in: result),
            withTemplate: "$1$2=\(Self.replacement)"
        )
    }
}
