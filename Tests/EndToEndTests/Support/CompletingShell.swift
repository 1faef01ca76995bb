import Foundation
import Testing

/// bash, zsh or fish at a terminal, with the completion script of `wxapp --generate-completion-script`
/// where `make install` puts it: each command line is typed, then Tab, as a person would
/// (Fixtures/terminal_session.py drives the terminal), and the shell records what it offered and the line
/// as Tab left it. zsh and fish run completion scripts only from their line editors, which need a terminal;
/// bash's readline quotes what it inserts only there.
struct CompletingShell {
    enum Kind: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What one Tab did.
    struct Completion: Equatable, CustomStringConvertible {
        /// The names the shell offered, after its own matching, in its order.
        let offered: [String]
        /// The command line after Tab, with the shell's quoting.
        let line: String

        var description: String { "offered \(offered), line \"\(line)\"" }
    }

    static let prompt = "wxapp-test> "

    let kind: Kind
    let sandbox: Sandbox

    /// The shell's executable; a missing shell is a failure that names the package to install.
    static func executable(_ kind: Kind, sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let shell: OptionalTool =
            switch kind {
            case .bash: .bash
            case .zsh: .zsh
            case .fish: .fish
            }
        try shell.require(sourceLocation: sourceLocation)
        return URL(fileURLWithPath: shell.path)
    }

    /// Types each of `lines` (a command line without a newline) and Tab, one after the other, and returns
    /// what each Tab did.
    func complete(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> [Completion]
    {
        let shell = try Self.executable(kind, sourceLocation: sourceLocation)
        try OptionalTool.python3.require(sourceLocation: sourceLocation)
        let python = URL(fileURLWithPath: OptionalTool.python3.path)
        let home = sandbox.directory.appendingPathComponent("\(kind)-session-\(UUID().uuidString)")
        let completions = home.appendingPathComponent("completions")
        try FileManager.default.createDirectory(at: completions, withIntermediateDirectories: true)
        let script = try await sandbox.wxapp("--generate-completion-script", kind.rawValue)
        try #require(script.exitCode == 0, "\(script)", sourceLocation: sourceLocation)
        let scriptName =
            switch kind {
            case .bash: "wxapp"
            case .zsh: "_wxapp"
            case .fish: "wxapp.fish"
            }
        try script.stdout.write(
            to: completions.appendingPathComponent(scriptName), atomically: true, encoding: .utf8)

        let results = home.appendingPathComponent("results")
        let keys = home.appendingPathComponent("keys")
        // Tab, then Ctrl-Y records the line and clears it; fish lists what it offers on Ctrl-X before Tab.
        let typed = lines.map { kind == .fish ? $0 + "\u{18}\t\u{19}" : $0 + "\t\u{19}" }.joined()
        try Data(typed.utf8).write(to: keys)
        var environment = try sandbox.environmentWithWxappOnPath()
        environment["TERM"] = "xterm"
        let arguments: [String]
        switch kind {
        case .bash:
            let setup = home.appendingPathComponent(".bashrc")
            try Self.bashSetup(completions: completions, results: results).write(
                to: setup, atomically: true, encoding: .utf8)
            arguments = [shell.path, "--noprofile", "--rcfile", setup.path, "-i"]
        case .zsh:
            try Self.zshSetup(completions: completions, results: results).write(
                to: home.appendingPathComponent(".zshrc"), atomically: true, encoding: .utf8)
            environment["ZDOTDIR"] = home.path
            arguments = [shell.path, "--no-globalrcs", "--interactive"]
        case .fish:
            let setup = home.appendingPathComponent("setup.fish")
            try Self.fishSetup(completions: completions, results: results).write(
                to: setup, atomically: true, encoding: .utf8)
            arguments = [
                shell.path, "--no-config", "--interactive", "--init-command", "source '\(setup.path)'",
            ]
        }
        let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/terminal_session.py")
        let runner = WxappRunner(binary: python, environment: environment, workingDirectory: home)
        // Each Tab starts wxapp once or twice; a busy machine may take seconds for each.
        let limit = 30 + 5 * lines.count
        let run = try await runner.run(
            [driver.path, keys.path, Self.prompt, results.path, String(lines.count), String(limit), "--"]
                + arguments,
            timeout: .seconds(limit + 10))
        try #require(run.exitCode == 0, "\(kind) at a terminal:\n\(run)", sourceLocation: sourceLocation)
        return try Self.completions(in: String(contentsOf: results, encoding: .utf8))
    }

    /// Records of `offered:NAME` lines, then `line:LINE`, then `end`.
    private static func completions(in text: String) -> [Completion] {
        var completions: [Completion] = []
        var offered: [String] = []
        var line = ""
        for record in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if record.hasPrefix("offered:") {
                offered.append(String(record.dropFirst("offered:".count)))
            } else if record.hasPrefix("line:") {
                line = String(record.dropFirst("line:".count))
            } else if record == "end" {
                completions.append(Completion(offered: offered, line: line))
                offered = []
                line = ""
            }
        }
        return completions
    }

    /// bash with the generated script sourced, as bash-completion loads it from its completions folder. The
    /// script's function is wrapped, with the script's own options, to record what it offers (bash offers
    /// COMPREPLY as it is); Ctrl-Y records the line and clears it.
    private static func bashSetup(completions: URL, results: URL) -> String {
        """
        PS1='\(prompt)'
        unset HISTFILE
        bind 'set bell-style none'
        source '\(completions.appendingPathComponent("wxapp").path)'
        wxapp_test_complete() {
            _wxapp "$@"
            local name
            for name in "${COMPREPLY[@]}"; do printf 'offered:%s\\n' "$name"; done >> '\(results.path)'
        }
        complete -o filenames -F wxapp_test_complete wxapp
        wxapp_test_record() {
            printf 'line:%s\\nend\\n' "$READLINE_LINE" >> '\(results.path)'
            READLINE_LINE=''
            READLINE_POINT=0
        }
        bind -x '"\\C-y": wxapp_test_record'

        """
    }

    /// compsys as `compinit` sets it up, with the generated `_wxapp` found on `fpath`. `compadd` is wrapped to
    /// record what each completion adds after compsys's own matching (`-O`); compsys's queries pass through.
    private static func zshSetup(completions: URL, results: URL) -> String {
        """
        PS1='\(prompt)'
        RPS1=''
        LISTMAX=100000
        fpath=('\(completions.path)' $fpath)
        autoload -U compinit && compinit -u -D
        typeset -ga wxapp_test_offered
        compadd() {
            if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then
                builtin compadd "$@"
                return
            fi
            local -a matched
            builtin compadd -O matched "$@"
            wxapp_test_offered+=("${matched[@]}")
            builtin compadd "$@"
        }
        wxapp-test-record() {
            {
                local name
                for name in "${wxapp_test_offered[@]}"; do print -r -- "offered:$name"; done
                print -r -- "line:$BUFFER"
                print -r -- end
            } >> '\(results.path)'
            wxapp_test_offered=()
            BUFFER=''
        }
        zle -N wxapp-test-record
        bindkey '^Y' wxapp-test-record

        """
    }

    /// fish with the generated `wxapp.fish` found on `fish_complete_path`, as vendor completions are. Ctrl-X
    /// records what `complete -C` offers for the line so far; Ctrl-Y the line, which it then clears.
    private static func fishSetup(completions: URL, results: URL) -> String {
        """
        set -g fish_greeting
        function fish_prompt; printf '%s' '\(prompt)'; end
        function fish_right_prompt; end
        set -p fish_complete_path '\(completions.path)'
        function wxapp_test_offered
            complete -C (commandline -cp) | string replace -r '\\t.*' '' | string replace -r '^' offered: \\
                >>'\(results.path)'
        end
        function wxapp_test_record
            printf 'line:%s\\nend\\n' (commandline -b) >> '\(results.path)'
            commandline -r ''
        end
        bind \\cx wxapp_test_offered
        bind \\cy wxapp_test_record

        """
    }
}
