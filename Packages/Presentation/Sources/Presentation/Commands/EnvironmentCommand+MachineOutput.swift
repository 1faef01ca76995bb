// The commands whose stdout is for programs: JSON with `--format json` (and always for `export`, and
// waybar's JSON for `line`), and the path `config path` prints. Every other run's stdout is for people.

extension AddCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension AirCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension AlertsCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension ConfigListCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension ConfigPathCommand {
    var printsMachineOutput: Bool { true }
}

extension DeleteCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension DoctorCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension ExportCommand {
    var printsMachineOutput: Bool { true }
}

extension ForecastCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension HomeCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension ImportCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension LineCommand {
    var printsMachineOutput: Bool { format == .waybar }
}

extension ListCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension NormalsCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension SearchCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension ShowCommand {
    var printsMachineOutput: Bool { output.format == .json }
}

extension WatchCommand {
    var printsMachineOutput: Bool { output.format == .json }
}
