import ArgumentParser

/// A command of wxapp's: its configuration is described once, in the words of its help, and made once a
/// run in English (ArgumentParser reads it many times) and again for a reader (`Help.configuration`).
protocol DescribedCommand: ParsableCommand {
    /// The command's name, help and subcommands.
    static func described() -> CommandConfiguration
}

extension DescribedCommand {
    static var configuration: CommandConfiguration { Help.configuration(of: Self.self, described) }
}

extension CommandConfiguration {
    /// A subcommand of `wxapp` itself, which help, completions and the man page name "wxapp <name>".
    static func wxapp(
        _ name: String, abstract: String, discussion: String = "", shouldDisplay: Bool = true
    ) -> CommandConfiguration {
        CommandConfiguration(
            commandName: name, _superCommandName: "wxapp", abstract: abstract, discussion: discussion,
            shouldDisplay: shouldDisplay)
    }
}
