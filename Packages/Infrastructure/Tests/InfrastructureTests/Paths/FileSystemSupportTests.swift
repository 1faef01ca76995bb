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
            throws: DirectoryCreationError(
                path: blocker + "/sub", reason: "\(blocker) exists and is not a directory")
        ) {
            try FileSystemSupport.createDirectory(atPath: blocker + "/sub")
        }
    }

    @Test func systemFailureCarriesTheSystemsReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file(String(repeating: "n", count: 300) + "/deeper")

        let error = #expect(throws: DirectoryCreationError.self) {
            try FileSystemSupport.createDirectory(atPath: target)
        }

        #expect(error?.description == "cannot create directory \(target): File name too long")
    }

    @Test func emptyPathIsRefused() {
        #expect(throws: DirectoryCreationError(path: "", reason: "the path is empty")) {
            try FileSystemSupport.createDirectory(atPath: "")
        }
    }
}
