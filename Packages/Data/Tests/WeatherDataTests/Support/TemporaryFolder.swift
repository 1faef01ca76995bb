import Foundation

/// A fresh folder for one test, with the path of a database file in it; call `remove()` when done.
struct TemporaryFolder {
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("wxapp-data-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    var database: String { path + "/wxapp.sqlite3" }

    /// The names in the folder, sorted, leaving out SQLite's shared-memory index and empty write-ahead logs
    /// (a read-only connection creates one, which holds nothing).
    func files() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
            let size =
                (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)[.size] as? Int) ?? 0
            return !name.hasSuffix("-shm") && !(name.hasSuffix("-wal") && size == 0)
        }.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
