import Foundation
import Testing

@testable import Infrastructure

struct FileSystemSupportTests {
    static func permissions(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func createsMissingParentsPrivately() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("a/b/c")

        try FileSystemSupport.createDirectory(atPath: target)

        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) && isDirectory.boolValue
        )
        #expect(try Self.permissions(directory.file("a")) == 0o700)
        #expect(try Self.permissions(target) == 0o700)
    }

    @Test func existingDirectoryIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)

        try FileSystemSupport.createDirectory(atPath: directory.path + "/")

        #expect(try Self.permissions(directory.path) == 0o755)
    }

    @Test func fileInTheWayIsReportedWithThePath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let blocker = try directory.write("x", to: "file")

        #expect(
            throws: FileOperationError.directory(
                blocker + "/sub", reason: "\(blocker) exists and is not a directory")
        ) {
            try FileSystemSupport.createDirectory(atPath: blocker + "/sub")
        }
    }

    @Test func systemFailureCarriesTheSystemsReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file(String(repeating: "n", count: 300) + "/deeper")

        let error = #expect(throws: FileOperationError.self) {
            try FileSystemSupport.createDirectory(atPath: target)
        }

        #expect(error?.description == "cannot create directory \(target): File name too long")
    }

    @Test func emptyPathIsRefused() {
        #expect(throws: FileOperationError.directory("", reason: "the path is empty")) {
            try FileSystemSupport.createDirectory(atPath: "")
        }
    }

    @Test(arguments: [
        ("places.sqlite3", "."),
        ("/places.sqlite3", "/"),
        ("data/places.sqlite3", "data"),
        ("/home/ann/.local/share/wxapp/places.sqlite3", "/home/ann/.local/share/wxapp"),
        ("data/sub/", "data"),
        ("/", "/"),
        ("ünï cödé/日本.sqlite3", "ünï cödé"),
    ])
    func theParentOfAPathIsWhatComesBeforeItsLastComponent(path: String, parent: String) {
        #expect(FileSystemSupport.parentDirectory(of: path) == parent)
    }

    @Test func createsTheFolderThatHoldsAFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        try FileSystemSupport.createParentDirectory(of: directory.file("a/b/places.sqlite3"))

        #expect(try Self.permissions(directory.file("a/b")) == 0o700)
        #expect(!FileManager.default.fileExists(atPath: directory.file("a/b/places.sqlite3")))
    }
}
