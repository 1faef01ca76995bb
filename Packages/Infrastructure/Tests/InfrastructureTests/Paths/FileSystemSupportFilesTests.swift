import Foundation
import Testing

@testable import Infrastructure

struct FileSystemSupportFilesTests {
    @Test func aCopyHasTheSameBytesAndPermissions() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bytes = Data((0..<200_000).map { UInt8($0 % 251) })
        let source = directory.file("source")
        try bytes.write(to: URL(fileURLWithPath: source))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: source)

        try FileSystemSupport.copyFile(from: source, to: directory.file("copy"))

        #expect(try Data(contentsOf: URL(fileURLWithPath: directory.file("copy"))) == bytes)
        #expect(FileSystemSupport.size(atPath: directory.file("copy")) == 200_000)
        #expect(FileSystemSupport.size(atPath: directory.file("absent")) == nil)
        #expect(
            try FileManager.default.attributesOfItem(atPath: directory.file("copy"))[.posixPermissions]
                as? Int
                == 0o640)
    }

    @Test func aCopyNeverOverwritesAndFailsWithTheReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = try directory.write("new", to: "source")
        let existing = try directory.write("kept", to: "existing")

        let error = #expect(throws: FileOperationError.self) {
            try FileSystemSupport.copyFile(from: source, to: existing)
        }

        #expect(error?.description == "cannot copy \(source) to \(existing): File exists")
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "kept")
    }

    @Test func copyingAMissingFileLeavesNothingBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        #expect(throws: FileOperationError.self) {
            try FileSystemSupport.copyFile(from: directory.file("absent"), to: directory.file("copy"))
        }
        #expect(!FileSystemSupport.exists(atPath: directory.file("copy")))
    }

    @Test func replacingSwapsTheFileInOneStep() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try directory.write("old", to: "target")
        let fresh = try directory.write("new", to: "fresh")

        try FileSystemSupport.replaceFile(at: target, with: fresh)

        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(!FileSystemSupport.exists(atPath: fresh))
    }
}
