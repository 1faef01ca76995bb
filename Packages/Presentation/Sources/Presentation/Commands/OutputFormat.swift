import ArgumentParser

/// How results are printed: an aligned table, JSON for scripts, or plain lines for screen readers.
enum OutputFormat: String, NamedArgumentValue, Sendable {
    case table
    case json
    case plain
}

/// The `--format` option.
struct FormatOptions: ParsableArguments {
    @Option(name: [.customShort("f"), .long], help: "Output format: table, json or plain.")
    var format: OutputFormat = .table
}
