import FoundationEssentials

/// The arguments the process was started with, the program's path first.
///
/// The Swift runtime captures them as the program loads; where a preloaded library keeps it from doing so
/// (libfaketime does), the runtime has none, and they are read from /proc/self/cmdline instead, so that the
/// command still runs as typed rather than printing the help.
enum ProcessArguments {
    static func current() -> [String] {
        let captured = CommandLine.arguments
        guard captured.isEmpty, let bytes = try? Data(contentsOf: URL(filePath: "/proc/self/cmdline")),
            !bytes.isEmpty
        else { return captured }
        // Each argument ends with a NUL, the last one too.
        return bytes.dropLast().split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
    }
}
