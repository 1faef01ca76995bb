/// Where output goes and what it can show.
public struct Console: Sendable {
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    let environment: [String: String]
    /// Which characters human output may use, from the locale.
    let repertoire: TextRepertoire
    private let out: @Sendable (String) -> Void
    private let err: @Sendable (String) -> Void
    /// How long each spinner frame stays on screen.
    var spinnerInterval: Duration = .milliseconds(80)
    /// The keyboard and signals of the terminal, for full-screen views; nil when stdout is not a terminal.
    public var terminal: (any InteractiveTerminal)?
    /// How many columns the terminal on stdout has; nil when stdout is not a terminal or cannot say.
    public var width: Int?
    /// How many lines the terminal on stdout has; nil when stdout is not a terminal or cannot say.
    public var height: Int?
    /// True when what goes to stdout is for programs (JSON): it is written byte for byte, whatever the
    /// locale and the width.
    var stdoutIsMachineOutput = false
    /// Why part of the output could not be written to stdout (the system's words, "File too large"), or nil
    /// when all of it was.
    public var outputFailure: @Sendable () -> String? = { nil }
    /// True when stdin is a terminal, where a secret is typed.
    public var inputIsTerminal = false
    /// The first line of stdin without its line break, not echoed on a terminal; nil when stdin has none.
    public var readSecretLine: @Sendable () -> String? = { nil }

    /// Columns output may use: the terminal's width, else `COLUMNS` when it holds a positive number.
    var availableWidth: Int? {
        width ?? Self.positiveNumber(environment["COLUMNS"])
    }

    /// Lines a full-screen view may use: the terminal's height, else `LINES` when it holds a positive number.
    var availableHeight: Int? {
        height ?? Self.positiveNumber(environment["LINES"])
    }

    private static func positiveNumber(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// `writeOut` and `writeErr` receive text exactly as it should appear, newlines included.
    public init(
        stdoutIsTerminal: Bool, stderrIsTerminal: Bool, environment: [String: String],
        writeOut: @escaping @Sendable (String) -> Void, writeErr: @escaping @Sendable (String) -> Void
    ) {
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.environment = environment
        self.out = writeOut
        self.err = writeErr
        self.repertoire = TextRepertoire(environment: environment)
    }

    /// Writes human output to stdout, in the characters the locale can show; machine output as it is.
    func writeOut(_ text: String) {
        out(stdoutIsMachineOutput ? text : repertoire.text(text))
    }

    /// Writes messages, notices and progress to stderr, in the characters the locale can show.
    func writeErr(_ text: String) {
        err(repertoire.text(text))
    }

    /// Writes text for programs to stdout byte for byte, such as the names a shell completes.
    func writeMachineOut(_ text: String) {
        out(text)
    }

    /// True when `NO_COLOR` is set to anything but the empty string (https://no-color.org).
    var noColorRequested: Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// True when the terminal says it cannot handle escape sequences.
    var terminalIsDumb: Bool {
        environment["TERM"] == "dumb"
    }

    /// Colour only on a terminal, never with `NO_COLOR`, `TERM=dumb` or `--no-color`.
    func allowsColor(noColorFlag: Bool) -> Bool {
        stdoutIsTerminal && !noColorRequested && !terminalIsDumb && !noColorFlag
    }

    /// The spinner only when both streams are terminals, so it never shows while output is piped.
    var allowsSpinner: Bool {
        stderrIsTerminal && stdoutIsTerminal && !noColorRequested && !terminalIsDumb
    }
}
