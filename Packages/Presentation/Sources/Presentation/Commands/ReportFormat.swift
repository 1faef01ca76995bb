import ArgumentParser

/// How `list`, `show` and `air` print: the three formats every command has, or Prometheus's text exposition
/// for monitoring. A type of its own rather than a fourth case of `OutputFormat`, so that the other commands'
/// `--format` neither offers nor accepts `prometheus`.
enum ReportFormat: String, NamedArgumentValue, Sendable {
    case table
    case json
    case plain
    case prometheus

    static var help: ArgumentHelp {
        Help.words(
            "Output format: table, json, plain or prometheus. Prometheus is always in base units (°C, m/s, Pa, m), whatever --units says."
        )
    }

    /// The shared format whose display settings this one takes: prometheus, like JSON, has neither icons nor
    /// a width.
    var displayedAs: OutputFormat {
        switch self {
        case .table: .table
        case .json, .prometheus: .json
        case .plain: .plain
        }
    }
}

extension ReportFormat: FormatChoice {
    var isForPrograms: Bool { self == .json || self == .prometheus }
}
