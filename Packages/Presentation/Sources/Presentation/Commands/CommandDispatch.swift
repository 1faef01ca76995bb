import ArgumentParser
import Domain

/// Reads a command line into the command it names; a command line that parses pays for the options of
/// its own command only, however many other commands and options wxapp has.
///
/// Measured reason (callgrind, `show <place> --offline`): parsing from the root was 13.5 M of 19.1 M
/// instructions, parsing this way is 10.3 M of 15.8 M (docs/PERFORMANCE.md). ArgumentParser reflects on a command's options several times a run, and from the root
/// it also reflects on the subcommand named (to see whether it passes arguments through) and on two
/// completion-script pseudo-commands. Most of that is the Swift runtime's first look-up of each
/// (type, protocol) pair, each a scan of all 4,800 conformance records of the binary.
///
/// So a command line that starts with the name of one of `directSubcommands` (those marked
/// `_superCommandName: "wxapp"` that have no subcommands of their own) is parsed by that subcommand
/// alone, with the same definitions. Everything else, and every line that does not parse cleanly that
/// way (errors, `--help`, `--version`, completion scripts), is parsed from the root as before, so help,
/// messages, exit codes and completion scripts come from one grammar.
enum CommandDispatch {
    static func parse(_ arguments: [String]) throws -> any ParsableCommand {
        if let parsed = parsedAlone(arguments) { return parsed }
        return try parseFromTheRoot(arguments)
    }

    /// `parse` for a line that no command parses alone.
    static func parseFromTheRoot(_ arguments: [String]) throws -> any ParsableCommand {
        // A bare `wxapp` shows the home place and the list.
        if arguments.isEmpty { return try HomeCommand.parseAsRoot([]) }
        do {
            return try WxappCommand.parseAsRoot(arguments)
        } catch {
            // Help, version, completion scripts and completions end parsing with a "success" of their own.
            guard WxappCommand.exitCode(for: error) != .success else { throw error }
            if let look = look(arguments) { return look }
            // Options typed before the subcommand: the first reading that parses wins; when none does, the
            // error of the first one, which names what is wrong in the usage of that subcommand.
            var firstError: (any Error)?
            for candidate in subcommandFirst(arguments) {
                do {
                    return try WxappCommand.parseAsRoot(candidate)
                } catch let candidateError {
                    firstError = firstError ?? candidateError
                }
            }
            throw firstError ?? error
        }
    }

    /// The names of wxapp's commands, `help` included, hidden ones left out.
    static var commandNames: [String] {
        WxappCommand.configuration.subcommands.compactMap { command in
            command.configuration.shouldDisplay ? command.configuration.commandName : nil
        } + ["help"]
    }

    /// `wxapp PLACE…` as `wxapp show PLACE…`, and options alone (`wxapp -u imperial`) as a bare `wxapp`;
    /// nil when the line reads as neither, names a command anywhere (its error is the caller's to tell),
    /// or starts with a slip from a command's name (`wxapp shwo`), which the caller names.
    private static func look(_ arguments: [String]) -> (any ParsableCommand)? {
        // Options alone also parse as a `show` of no place, which is the bare `wxapp` below.
        if let show = anyLook(arguments), let first = show.places.first {
            guard NearestName.among(commandNames, for: first).isEmpty else { return nil }
            return show
        }
        guard !namesACommand(arguments) else { return nil }
        return try? HomeCommand.parseAsRoot(arguments)
    }

    /// `wxapp PLACE…` as `wxapp show PLACE…` when its first word is a slip from a command's name (`wxapp
    /// Linz`, a city a slip from `line`): the caller runs it only when the place is known.
    static func lookAtASlip(_ arguments: [String]) -> ShowCommand? {
        guard let show = anyLook(arguments), let first = show.places.first,
            !NearestName.among(commandNames, for: first).isEmpty
        else { return nil }
        return show
    }

    /// The line as `wxapp show …`, whatever its first word; nil when it names a command or does not parse so.
    private static func anyLook(_ arguments: [String]) -> ShowCommand? {
        guard !namesACommand(arguments) else { return nil }
        return try? ShowCommand.parseAsRoot(arguments) as? ShowCommand
    }

    /// True when a word of the line is a command's name, or the line asks for completions.
    private static func namesACommand(_ arguments: [String]) -> Bool {
        let names = Set(WxappCommand.configuration.subcommands.compactMap { $0.configuration.commandName })
        return arguments.contains { names.contains($0) || $0.hasPrefix("---") }
    }

    /// The subcommands parsed alone, typed as what runs them: those marked as run as `wxapp <name>`, with
    /// no subcommands of their own (a test holds this list to `WxappCommand`'s). Listed rather than found
    /// by a cast: a cast's first look-up of a type's conformance scans every conformance record of the
    /// binary, 0.15 M instructions each, and that of the existential it starts from one more.
    static let directSubcommands: [any ServicedCommand.Type] = directSubcommandsByName.map(\.command)

    /// `directSubcommands` by the names they are typed by (a test holds each to its configuration's), so
    /// that finding the one typed makes no other's configuration: `line`'s look went through eight.
    static let directSubcommandsByName: [(name: String, command: any ServicedCommand.Type)] = [
        ("add", AddCommand.self), ("list", ListCommand.self), ("show", ShowCommand.self),
        ("home", HomeCommand.self), ("forecast", ForecastCommand.self), ("air", AirCommand.self),
        ("normals", NormalsCommand.self), ("alerts", AlertsCommand.self), ("line", LineCommand.self),
        ("watch", WatchCommand.self), ("delete", DeleteCommand.self), ("search", SearchCommand.self),
        ("doctor", DoctorCommand.self), ("import", ImportCommand.self), ("export", ExportCommand.self),
    ]

    /// The command `arguments` names, parsed by that command alone; nil when the line does not start with
    /// a direct subcommand or does not parse cleanly that way. A failure here is not lost: the caller
    /// parses the line again from the root, which reports it with the usage of `wxapp <name>`.
    static func parsedAlone(_ arguments: [String]) -> (any ServicedCommand)? {
        guard let name = arguments.first,
            let command = directSubcommandsByName.first(where: { $0.name == name })?.command
        else { return nil }
        return command.parsedAlone(Array(arguments.dropFirst()))
    }

    /// The readings of `arguments` with the options typed before the subcommand's name moved after it
    /// (`--units imperial list` → `list --units imperial`), one for each argument that names a subcommand,
    /// since an option's value may itself be a command's name (`--db list show Tokyo`). None when the line
    /// does not start with an option.
    static func subcommandFirst(_ arguments: [String]) -> [[String]] {
        guard let first = arguments.first, first.hasPrefix("-"), first != "--" else { return [] }
        let names = Set(WxappCommand.configuration.subcommands.compactMap { $0.configuration.commandName })
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        return arguments[..<end].indices.dropFirst().filter { names.contains(arguments[$0]) }.map { index in
            [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
        }
    }
}

extension ServicedCommand {
    /// `arguments` parsed by this command as if it were the root; nil when they do not parse so.
    fileprivate static func parsedAlone(_ arguments: [String]) -> Self? {
        try? parseAsRoot(arguments) as? Self
    }
}
