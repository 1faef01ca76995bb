import Foundation
import LoopbackSupport
import Testing

/// A program that some end-to-end tests need and the README's requirements do not name.
///
/// Where one is missing, the tests that need it are skipped with a note that names its Debian package.
/// With `WXAPP_REQUIRE_OPTIONAL_TOOLS=1`, as `.ci/run` sets it, they run instead and fail on the missing
/// tool with that same note, so that no machine loses their coverage silently.
struct OptionalTool: Sendable {
    let name: String
    let package: String
    let isInstalled: Bool

    static let bash = program("bash", package: "bash")
    static let zsh = program("zsh", package: "zsh")
    static let fish = program("fish", package: "fish")
    static let python3 = program("python3", package: "python3")
    static let sqlite3 = program("sqlite3", package: "sqlite3")
    /// The library `faketime` preloads, which sets the clock a program reads.
    static let libfaketime = OptionalTool(
        name: "libfaketime", package: "faketime",
        isInstalled: FileManager.default.fileExists(atPath: libfaketimePath))
    static let libfaketimePath = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"
    static let pythonCryptography = OptionalTool(
        name: "Python's cryptography module", package: "python3-cryptography",
        isInstalled: python3.isInstalled && succeeds("/usr/bin/python3", ["-c", "import cryptography"]))
    /// The Prometheus project's own Python client, whose parsers read the text `--format prometheus` prints.
    static let prometheusClient = OptionalTool(
        name: "Python's prometheus_client module", package: "python3-prometheus-client",
        isInstalled: python3.isInstalled
            && succeeds("/usr/bin/python3", ["-c", "import prometheus_client.parser"]))

    static var areRequired: Bool {
        ProcessInfo.processInfo.environment["WXAPP_REQUIRE_OPTIONAL_TOOLS"] == "1"
    }

    /// What a test that needs `tools` says of those missing: "zsh is not installed (apt-get install zsh)".
    static func note(_ tools: [OptionalTool]) -> String {
        tools.filter { !$0.isInstalled }.map { "\($0.name) is not installed (apt-get install \($0.package))" }
            .joined(separator: "; ")
    }

    /// A test or suite that needs `tools`: skipped with a note where one is missing, unless they are required.
    static func needed(_ tools: OptionalTool...) -> ConditionTrait {
        .enabled(if: areRequired || tools.allSatisfy(\.isInstalled), Comment(rawValue: note(tools)))
    }

    /// Fails the running test with the note when the tool is missing (where it is required).
    func require(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(isInstalled, Comment(rawValue: Self.note([self])), sourceLocation: sourceLocation)
    }

    /// The program in /usr/local/bin, /usr/bin or /bin.
    var path: String {
        ["/usr/local/bin", "/usr/bin", "/bin"].map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/\(name)"
    }

    private static func program(_ name: String, package: String) -> OptionalTool {
        let installed = ["/usr/local/bin", "/usr/bin", "/bin"].contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
        return OptionalTool(name: name, package: package, isInstalled: installed)
    }

    private static func succeeds(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? SpawnGate.spawning { try process.run() }) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
