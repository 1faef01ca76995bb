import Foundation

/// A fresh directory under the system temporary directory; call `remove()` when done.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("InfrastructureTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String {
        path + "/" + name
    }

    func write(_ text: String, to name: String) throws -> String {
        let filePath = file(name)
        try text.write(toFile: filePath, atomically: true, encoding: .utf8)
        return filePath
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
