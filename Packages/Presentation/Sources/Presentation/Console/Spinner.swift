/// An activity indicator on stderr; `stop()` erases it so the next line starts clean.
final class Spinner: Sendable {
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let clearLine = "\r\u{1B}[K"

    private let task: Task<Void, Never>
    private let write: @Sendable (String) -> Void

    /// Draws the first frame at once, then one frame every `interval`.
    init(label: String, interval: Duration, write: @escaping @Sendable (String) -> Void) {
        self.write = write
        write(Self.frame(0, label))
        task = Task {
            var index = 1
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return  // cancelled: stop() is erasing the line
                }
                write(Self.frame(index, label))
                index += 1
            }
        }
    }

    /// Stops drawing and erases the spinner's line.
    func stop() async {
        task.cancel()
        await task.value
        write(Self.clearLine)
    }

    private static func frame(_ index: Int, _ label: String) -> String {
        "\r\(frames[index % frames.count]) \(label)"
    }
}
