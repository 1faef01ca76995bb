import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes one redacted line per event, "label: level: message key=value …", with control characters (and,
/// for a console that shows ASCII alone, every character beyond ASCII) escaped, to standard error or `write`.
public struct StderrLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    public var logLevel: Logger.Level
    private let label: String
    private let redactor: Redactor
    private let asciiOnly: Bool
    private let write: @Sendable (String) -> Void

    /// Writes each line (without its newline) to standard error, followed by a newline.
    public static let standardErrorWriter: @Sendable (String) -> Void = { line in
        var bytes = ArraySlice((line + "\n").utf8)
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { writeStandardError($0) }
            guard written > 0 || (written < 0 && errno == EINTR) else { return }  // stderr is gone
            bytes = bytes.dropFirst(max(written, 0))
        }
    }

    /// A handler that passes every line through `redactor` before `write` sees it; with `asciiOnly`, what
    /// is not ASCII is written as `\u{…}`.
    public init(
        label: String,
        level: Logger.Level,
        redactor: Redactor,
        asciiOnly: Bool = false,
        write: @escaping @Sendable (String) -> Void = StderrLogHandler.standardErrorWriter
    ) {
        self.label = label
        self.logLevel = level
        self.redactor = redactor
        self.asciiOnly = asciiOnly
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        merged.merge(metadataProvider?.get() ?? [:]) { _, provided in provided }
        merged.merge(event.metadata ?? [:]) { _, given in given }
        var line = "\(label): \(event.level): \(event.message)"
        for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
            line += " \(key)=\(value)"
        }
        if let error = event.error {
            line += " error=\(error)"
        }
        write(Self.escapingControlCharacters(redactor.redact(line), asciiOnly: asciiOnly))
    }

    /// The line with every control or format character (escape sequences, line breaks, bidi overrides)
    /// written as `\u{…}`, so that text from a server cannot act on the terminal or forge log lines; with
    /// `asciiOnly`, every character beyond ASCII too.
    static func escapingControlCharacters(_ line: String, asciiOnly: Bool = false) -> String {
        var escaped = ""
        for scalar in line.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                if asciiOnly, !scalar.isASCII {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}

/// The C library's `write` to standard error, which the handler's own `write` hides inside the type.
private func writeStandardError(_ bytes: UnsafeRawBufferPointer) -> Int {
    write(STDERR_FILENO, bytes.baseAddress, bytes.count)
}
