import ArgumentParser

/// How results are printed: an aligned table, JSON for scripts, or plain lines for screen readers.
enum OutputFormat: String, NamedArgumentValue, Sendable {
    case table
    case json
    case plain
}

/// The `-f`/`--format` option, as each command that prints results declares it. Declared by each rather
/// than as an option group: each group costs every run the runtime's first look-ups of three of its
/// conformances, each a scan of every conformance record of the binary (0.45 M instructions together).
extension OutputFormat {
    static let names: NameSpecification = [.customShort("f"), .long]
    static var help: ArgumentHelp { Help.words("Output format: table, json or plain.") }
}
