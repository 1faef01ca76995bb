import Foundation
import Infrastructure
import Testing

struct AtomicFileWriterTests {
    @Test func writesTheBytesWithThePermissionsOverAWiderFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("old", to: "secret.toml")
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)

        try AtomicFileWriter.write(Array("a = 1\n".utf8), toPath: path, permissions: 0o600)

        #expect(FileManager.default.contents(atPath: path) == Data("a = 1\n".utf8))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func replacesAnExistingFileAndLeavesNothingElse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("old", to: "file.txt")

        try AtomicFileWriter.write(Array("new".utf8), toPath: path, permissions: 0o644)

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["file.txt"])
    }

    @Test func aMissingDirectoryIsAnErrorAndCreatesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("absent/file.txt")

        #expect {
            try AtomicFileWriter.write(Array("x".utf8), toPath: path, permissions: 0o600)
        } throws: { error in
            (error as? FileOperationError)?.reason == "No such file or directory"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
