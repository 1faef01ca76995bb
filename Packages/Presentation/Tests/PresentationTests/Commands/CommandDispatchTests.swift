import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import Presentation

/// The parse seam reads every command line as ArgumentParser reads it from the root: the same command
/// with the same values, or the same message and exit code. The lines are made from every argument of
/// every subcommand, as `--experimental-dump-help` describes them.
struct CommandDispatchTests {
    init() { RegisteredProviders.ensure() }

    @Test func everySubcommandWithoutSubcommandsOfItsOwnIsParsedAlone() {
        let leaves = WxappCommand.configuration.subcommands.filter { $0.configuration.subcommands.isEmpty }

        #expect(CommandDispatch.directSubcommands.map(names) == leaves.map(names))
        #expect(leaves.count == 15, "the fourteen commands and the hidden home of a bare wxapp")
        for command in CommandDispatch.directSubcommands {
            #expect(command.configuration._superCommandName == WxappCommand.configuration.commandName)
        }
        for (name, command) in CommandDispatch.directSubcommandsByName {
            #expect(command.configuration.commandName == name)
        }
    }

    @Test(arguments: CommandDispatch.directSubcommands.map(names))
    func everyArgumentOfACommandParsesAsFromTheRoot(command: String) throws {
        let lines = try Self.lines(for: command)

        #expect(lines.count > 9)
        for line in lines {
            #expect(
                outcome { try CommandDispatch.parse(line) } == outcome { try WxappCommand.parseAsRoot(line) })
        }
    }

    @Test(arguments: CommandDispatch.directSubcommands.map(names))
    func optionsTypedBeforeTheCommandAreReadAfterIt(command: String) throws {
        let positionals = try Self.requiredPositionals(of: command)
        // The root's own options (--help, --version) keep their meaning before a command.
        let options = try Self.arguments(of: command).filter {
            $0.kind != "positional" && !$0.names.contains("--help") && !$0.names.contains("--version")
        }
        let words = options.flatMap { Self.spellings(of: $0)[0] }
        let typed = words + [command] + positionals

        #expect(
            outcome { try CommandDispatch.parse(typed) }
                == outcome { try WxappCommand.parseAsRoot([command] + words + positionals) })
        #expect(
            outcome { try CommandDispatch.parse(typed) } != outcome { try WxappCommand.parseAsRoot(typed) })
    }

    @Test func anOptionsValueMayBeACommandsName() throws {
        let typed = try CommandDispatch.parse(["--db", "list", "show", "Tokyo"])

        let show = try #require(typed as? ShowCommand)
        #expect(show.global.databasePath == "list")
        #expect(show.places == ["Tokyo"])
    }

    @Test func anOptionTheCommandDoesNotTakeIsNamedWithTheCommandsUsage() {
        let typed = outcome { try CommandDispatch.parse(["--units", "imperial", "search", "Osaka"]) }

        #expect(
            typed == outcome { try WxappCommand.parseAsRoot(["search", "--units", "imperial", "Osaka"]) })
        #expect(
            typed.hasPrefix("error 64: Error: Unknown option '--units'\nUsage: wxapp search "), "\(typed)")
    }

    @Test func aLineWithNoCommandKeepsTheRootsReadingUnlessItIsALook() {
        let completion = ["---completion", "show", "--", "positional@0", "0", "2", "wxapp", "show", "To"]
        for line in [["--bogus"], ["--", "list"], ["--verbose", "--", "show", "Tokyo"], completion] {
            #expect(
                outcome { try CommandDispatch.parse(line) } == outcome { try WxappCommand.parseAsRoot(line) })
        }
        // Options alone are a bare wxapp; a word that is no command, a look at a place.
        #expect(
            outcome { try CommandDispatch.parse(["--units", "imperial"]) }
                == outcome { try HomeCommand.parseAsRoot(["--units", "imperial"]) })
        #expect(
            outcome { try CommandDispatch.parse(["-o", "Berlin", "Lima"]) }
                == outcome { try ShowCommand.parseAsRoot(["-o", "Berlin", "Lima"]) })
        #expect(outcome { try CommandDispatch.parse([]) } == outcome { try HomeCommand.parseAsRoot([]) })
        #expect(
            outcome { try CommandDispatch.parse(["shwo"]) }.hasPrefix(
                "error 64: Error: Unexpected argument 'shwo'"))
        #expect(
            outcome { try CommandDispatch.parse(["--bogus"]) }
                == "error 64: Error: Unknown option '--bogus'\nUsage: wxapp <subcommand>\n  See 'wxapp --help' for more information."
        )
    }

    // MARK: - Lines made from the commands' own description

    private struct Argument {
        let kind: String
        let names: [String]
        let values: [String]
        let isOptional: Bool
    }

    private static func arguments(of command: String) throws -> [Argument] {
        let dump = outcome { try WxappCommand.parseAsRoot([command, "--experimental-dump-help"]) }
        let text = try #require(dump.split(separator: ": ", maxSplits: 1).last)
        let tool = try JSONObject.dictionary(String(text))
        let described = try #require(tool["command"] as? [String: Any])
        return (described["arguments"] as? [[String: Any]] ?? []).compactMap { argument in
            guard argument["shouldDisplay"] as? Bool ?? true, let kind = argument["kind"] as? String else {
                return nil
            }
            let names = (argument["names"] as? [[String: String]] ?? []).compactMap { name in
                name["name"].map { name["kind"] == "short" ? "-\($0)" : "--\($0)" }
            }
            return Argument(
                kind: kind, names: names, values: argument["allValues"] as? [String] ?? [],
                isOptional: argument["isOptional"] as? Bool ?? false)
        }
    }

    private static func requiredPositionals(of command: String) throws -> [String] {
        try arguments(of: command).filter { $0.kind == "positional" && !$0.isOptional }.map { _ in "Tokyo" }
    }

    /// Ways of typing `argument`: with a value it takes, and for an option a value it does not take.
    private static func spellings(of argument: Argument) -> [[String]] {
        guard argument.kind == "option" else { return [argument.names] }
        let wrong = argument.values.isEmpty ? "x" : "bogus"
        return [[argument.names[0], argument.values.first ?? "1"], ["\(argument.names[0])=\(wrong)"]]
    }

    /// Every argument of `command` with a value it takes, all of them before the positionals, one with a
    /// value it does not take, an unknown option, a terminator, and help, version and script requests.
    private static func lines(for command: String) throws -> [[String]] {
        let positionals = try requiredPositionals(of: command)
        let options = try arguments(of: command).filter { $0.kind != "positional" }
        var lines = [[command], [command] + positionals, [command, "--help"], [command, "--version"]]
        lines += [
            [command] + positionals + ["--bogus"], [command, "--", "--help"],
            [command] + positionals + ["x", "y"],
        ]
        lines += [[command, "--generate-completion-script", "bash"]]
        lines += options.map { [command] + positionals + spellings(of: $0)[0] }
        lines.append([command] + options.flatMap { spellings(of: $0)[0] } + positionals)
        lines += options.filter { $0.kind == "option" }.prefix(1).map {
            [command] + positionals + spellings(of: $0)[1]
        }
        return lines
    }
}

private func names(_ command: any ParsableCommand.Type) -> String {
    command.configuration.commandName ?? "\(command)"
}

/// What parsing a line gives a user: the command with all its values, or the message and exit code.
private func outcome(_ parse: () throws -> Any) -> String {
    do {
        let command = try parse()
        return "\(type(of: command)) \(String(reflecting: command))"
    } catch {
        return "error \(WxappCommand.exitCode(for: error).rawValue): \(WxappCommand.fullMessage(for: error))"
    }
}
