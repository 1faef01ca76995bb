import Foundation
import Testing

@testable import WeatherData

#if canImport(Glibc)
    import Glibc
#endif

struct FileReadProblemTests {
    private enum Unplugged: Error {
        case cable
    }

    /// What `FileReadProblem` says about the error `read` throws.
    private func problem(_ read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch {
            return FileReadProblem.describe(error)
        }
    }

    @Test func aMissingFileDoesNotExist() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = URL(fileURLWithPath: folder.path + "/missing.json")

        #expect(problem { _ = try Data(contentsOf: missing) } == "does not exist")
        #expect(problem { _ = try String(contentsOfFile: missing.path, encoding: .utf8) } == "does not exist")
    }

    @Test func aDirectoryCannotBeReadAsAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        #expect(
            problem { _ = try Data(contentsOf: URL(fileURLWithPath: folder.path)) }
                == "cannot be read: Is a directory")
    }

    @Test func anInapplicableEncodingIsNotUTF8Text() {
        #expect(
            FileReadProblem.describe(CocoaError(.fileReadInapplicableStringEncoding)) == "is not UTF-8 text")
    }

    @Test(.enabled(if: geteuid() != 0, "the superuser reads files whatever their mode"))
    func aFileWithoutReadPermissionCannotBeRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/private.json"
        try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0) == 0)

        #expect(
            problem { _ = try Data(contentsOf: URL(fileURLWithPath: path)) }
                == "cannot be read: permission denied")
    }

    @Test func thePermissionErrorIsNamedWhoeverRuns() {
        #expect(
            FileReadProblem.describe(CocoaError(.fileReadNoPermission)) == "cannot be read: permission denied"
        )
    }

    @Test func textThatIsNotUTF8IsNamedSo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/latin1.toml"
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))

        #expect(problem { _ = try String(contentsOfFile: path, encoding: .utf8) } == "is not UTF-8 text")
    }

    @Test func aFileErrorWithoutASystemCauseGivesItsCode() {
        #expect(FileReadProblem.describe(CocoaError(.fileReadUnknown)) == "cannot be read (error 256)")
    }

    @Test func anyOtherErrorIsShownAsItIs() {
        #expect(FileReadProblem.describe(Unplugged.cable) == "cannot be read (cable)")
    }
}
