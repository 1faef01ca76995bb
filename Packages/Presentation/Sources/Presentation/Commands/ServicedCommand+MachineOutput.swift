// The commands whose stdout is for programs: JSON with `--format json` (every `FormattedCommand`) and the
// Prometheus text with `--format prometheus` (`list`, `show`, `air`), always for `export`, waybar's JSON for
// `line`, and the path `config path` prints. Every other run's stdout is for people.

/// A value of `--format`, which says whether what it prints is for programs.
protocol FormatChoice: Sendable {
    var isForPrograms: Bool { get }
}

extension OutputFormat: FormatChoice {
    var isForPrograms: Bool { self == .json }
}

/// A command with `--format`: its stdout is for programs when the format is.
protocol FormattedCommand: ServicedCommand {
    associatedtype Format: FormatChoice
    var format: Format { get }
}

extension FormattedCommand {
    var printsMachineOutput: Bool { format.isForPrograms }
}

extension ConfigPathCommand {
    var printsMachineOutput: Bool { true }
}

extension ExportCommand {
    var printsMachineOutput: Bool { true }
}

extension LineCommand {
    var printsMachineOutput: Bool { format == .waybar }
}
