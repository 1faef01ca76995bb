// The commands whose stdout is for programs: JSON with `--format json` (every `FormattedCommand`), always
// for `export`, waybar's JSON for `line`, and the path `config path` prints. Every other run's stdout is for
// people.

/// A command with `--format`: its stdout is for programs when the format is JSON.
protocol FormattedCommand: ServicedCommand {
    var format: OutputFormat { get }
}

extension FormattedCommand {
    var printsMachineOutput: Bool { format == .json }
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
