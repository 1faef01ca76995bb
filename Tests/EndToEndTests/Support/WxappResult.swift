/// What one run of `wxapp` produced.
struct WxappResult: Sendable, CustomStringConvertible {
    let arguments: [String]
    /// The exit status, or the signal number when `signalled` is true.
    let exitCode: Int32
    let signalled: Bool
    let stdout: String
    let stderr: String

    var description: String {
        """
        $ wxapp \(arguments.map(Self.quoted).joined(separator: " "))
        exit \(signalled ? "by signal \(exitCode)" : "\(exitCode)")
        --- stdout ---
        \(stdout)
        --- stderr ---
        \(stderr)
        """
    }

    private static func quoted(_ argument: String) -> String {
        guard argument.isEmpty || argument.contains(where: { " \"',$\\".contains($0) }) else {
            return argument
        }
        return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
