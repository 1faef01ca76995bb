/// An activity indicator on stderr; `stop()` erases it so the next line starts clean.
final class Spinner: Sendable {
    static let clearLine = "\r\u{1B}[K"

    private let task: Task<Void, Never>
    private let write: @Sendable (String) -> Void

    /// Draws the first of `frames` at once, then the next one every `interval`.
    init(
        label: String, interval: Duration, frames: [String] = TextRepertoire.unicode.spinnerFrames,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.write = write
        write(Self.frame(0, label, frames))
        task = Task {
            var index = 1
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    return  // cancelled: stop() is erasing the line
                }
                write(Self.frame(index, label, frames))
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

    private static func frame(_ index: Int, _ label: String, _ frames: [String]) -> String {
        "\r\(frames[index % frames.count]) \(label)"
    }
}
