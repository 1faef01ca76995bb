/// The keyboard and signals of the terminal a full-screen view runs on.
public protocol InteractiveTerminal: Sendable {
    /// Starts listening: `onQuit` is called when the user presses `q` or Ctrl-C, or the process is
    /// asked to stop (SIGINT, SIGTERM, SIGHUP). It may be called more than once.
    func begin(onQuit: @escaping @Sendable () -> Void)
    /// Stops listening and puts the keyboard and signal handling back as they were.
    func end()
}
