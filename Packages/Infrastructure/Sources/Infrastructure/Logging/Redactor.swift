/// Replaces secrets and the values of named query parameters with "REDACTED" in any text.
public struct Redactor: Sendable {
    /// What secrets and parameter values are replaced with.
    public static let replacement = "REDACTED"
    /// Secrets shorter than this are ignored, so that a tiny value cannot blank out ordinary text.
    public static let minimumSecretLength = 4

    /// UTF-8 secrets, longest first, so that a secret containing another is replaced whole.
    private let secrets: [[UInt8]]
    /// UTF-8 parameter names, in order.
    private let parameterNames: [[UInt8]]

    /// Redacts every `secrets` entry of at least four characters (also percent-encoded) and the values of `queryParameterNames`.
    public init(queryParameterNames: Set<String>, secrets: [String]) {
        var variants = Set<String>()
        for secret in secrets where secret.count >= Self.minimumSecretLength {
            variants.insert(secret)
            variants.insert(Self.percentEncoded(secret, keeping: Self.isQueryCharacter))
            variants.insert(Self.percentEncoded(secret, keeping: Self.isASCIIAlphanumeric))
        }
        self.secrets = variants.sorted { ($0.count, $0) > ($1.count, $1) }.map { Array($0.utf8) }
        parameterNames = queryParameterNames.filter { !$0.isEmpty }.sorted().map { Array($0.utf8) }
    }

    /// `text` with every secret, every value of the named query parameters and the credentials of every URL
    /// (`https://user:password@host`) replaced by "REDACTED".
    ///
    /// A parameter counts where its name, in any ASCII case, follows the start of the text or a character
    /// that cannot be part of a name, and is followed by "="; its value runs to the next `&`, `;`, `#`,
    /// quote, angle bracket or white space.
    public func redact(_ text: String) -> String {
        var bytes = Array(Self.withoutCredentials(text).utf8)
        for secret in secrets {
            bytes = Self.replacingEvery(secret, in: bytes)
        }
        if !parameterNames.isEmpty {
            bytes = redactingParameterValues(in: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with the user and password of every URL in it replaced by "REDACTED": what stands between
    /// `://` and the last `@` before the path (`/`, `?`, `#`, a quote, an angle bracket or white space).
    public static func withoutCredentials(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let separator = Array("://".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index...].starts(with: separator) else {
                output.append(bytes[index])
                index += 1
                continue
            }
            output += separator
            index += separator.count
            // The authority runs to the path; its last `@` ends the credentials, which may hold one.
            var end = index
            while end < bytes.count, !"/?#".utf8.contains(bytes[end]), !endsValue(bytes[end]) { end += 1 }
            if let at = bytes[index..<end].lastIndex(of: UInt8(ascii: "@")) {
                output += replacement.utf8
                index = at
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private func redactingParameterValues(in bytes: [UInt8]) -> [UInt8] {
        var redacted: [UInt8] = []
        redacted.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let startsName = index == 0 || !Self.continuesName(bytes[index - 1])
            guard startsName, let valueStart = valueStart(in: bytes, nameAt: index) else {
                redacted.append(bytes[index])
                index += 1
                continue
            }
            redacted += bytes[index..<valueStart]
            redacted += Self.replacement.utf8
            index = valueStart
            while index < bytes.count, !Self.endsValue(bytes[index]) { index += 1 }
        }
        return redacted
    }

    /// Where the value starts when one of the parameter names and "=" begin at `start`.
    private func valueStart(in bytes: [UInt8], nameAt start: Int) -> Int? {
        for name in parameterNames {
            let equalsSign = start + name.count
            guard equalsSign < bytes.count, bytes[equalsSign] == UInt8(ascii: "=") else { continue }
            let matches = zip(name, bytes[start..<equalsSign]).allSatisfy {
                Self.asciiLowercased($0) == Self.asciiLowercased($1)
            }
            if matches { return equalsSign + 1 }
        }
        return nil
    }

    private static func replacingEvery(_ target: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard let first = target.first, bytes.count >= target.count else { return bytes }
        var replaced: [UInt8] = []
        replaced.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, bytes.count - index >= target.count,
                bytes[index..<index + target.count].elementsEqual(target)
            {
                replaced += replacement.utf8
                index += target.count
            } else {
                replaced.append(bytes[index])
                index += 1
            }
        }
        return replaced
    }

    private static func percentEncoded(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        for byte in text.utf8 {
            if isKept(byte) {
                encoded.append(byte)
            } else {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// What RFC 3986 allows unencoded in a query.
    private static func isQueryCharacter(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || "-._~!$&'()*+,;=:@/?".utf8.contains(byte)
    }

    /// Characters that may stand right before a name inside a longer name ("myapikey", "x.apikey").
    private static func continuesName(_ byte: UInt8) -> Bool {
        isASCIIAlphanumeric(byte) || "_.~%+-".utf8.contains(byte)
    }

    private static func endsValue(_ byte: UInt8) -> Bool {
        "&;#\"'<> \t\n\r\u{0B}\u{0C}".utf8.contains(byte)
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }
}
