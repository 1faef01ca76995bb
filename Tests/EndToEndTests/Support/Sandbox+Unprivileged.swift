import Foundation
import Testing

extension Sandbox {
    /// The files a run as another user needs (the binary under test, countries.json and gazetteer.tsv beside
    /// it, where the binary looks first), copied into the sandbox, which every user may enter: the checkout
    /// and its build folder may sit where only their owner can (root's home, a `mktemp -d` folder).
    func binaryForAnyUser() throws -> URL {
        let folder = directory.appendingPathComponent("any-user")
        let binary = folder.appendingPathComponent("wxapp")
        guard !FileManager.default.fileExists(atPath: binary.path) else { return binary }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in [directory.path, folder.path] {
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0
            try FileManager.default.setAttributes([.posixPermissions: mode | 0o755], ofItemAtPath: path)
        }
        let built = try WxappRunner.locateWxapp()
        for name in ["countries.json", "gazetteer.tsv"] {
            let copy = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: try Self.dataFile(name, besideBinary: built), to: copy)
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: copy.path)
        }
        try FileManager.default.copyItem(at: built, to: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        return binary
    }

    /// A data file where the binary finds it: beside it, in an installed `share/wxapp`, or in the checkout.
    private static func dataFile(_ name: String, besideBinary binary: URL) throws -> URL {
        let folder = binary.resolvingSymlinksInPath().deletingLastPathComponent()
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            folder.appendingPathComponent(name), folder.appendingPathComponent("../share/wxapp/\(name)"),
            checkout.appendingPathComponent(name),
        ]
        return try #require(
            candidates.first { FileManager.default.fileExists(atPath: $0.path) }, "no \(name) for the binary")
    }
}
