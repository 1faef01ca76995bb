import Foundation
import Infrastructure
import Testing

struct FileKindTests {
    @Test func namesWhatIsAtAPathWithLinksFollowed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("x", to: "file")
        let pipe = directory.file("pipe")
        #expect(mkfifo(pipe, 0o600) == 0)
        let link = directory.file("link")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")

        #expect(FileKind(atPath: file) == .regularFile)
        #expect(FileKind(atPath: directory.path) == .directory)
        #expect(FileKind(atPath: pipe) == .fifo)
        #expect(FileKind(atPath: link) == .characterDevice)
        #expect(FileKind(atPath: directory.file("absent")) == nil)
    }
}
