import Foundation
import Infrastructure
import Testing

struct MappedFileTests {
    @Test func givesTheFilesBytes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("héllo\nworld\n", to: "a.txt")

        let file = try MappedFile(path: path)

        #expect(file.count == 13)
        #expect(file.withBytes { Array($0) } == Array("héllo\nworld\n".utf8))
    }

    @Test func anEmptyFileHasNoBytes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try MappedFile(path: try directory.write("", to: "empty.txt"))

        #expect(file.count == 0)
        #expect(file.withBytes { $0.count } == 0)
    }

    @Test func aMissingFileSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("absent.txt")

        #expect(throws: MappedFileError(path: path, reason: "No such file or directory", isMissing: true)) {
            try MappedFile(path: path)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("pipe")
        #expect(mkfifo(path, 0o600) == 0)

        #expect(throws: MappedFileError(path: path, reason: "it is not a regular file")) {
            try MappedFile(path: path)
        }
    }

    @Test func aDirectoryIsNotAFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        #expect(throws: MappedFileError(path: directory.path, reason: "it is not a regular file")) {
            try MappedFile(path: directory.path)
        }
    }
}
