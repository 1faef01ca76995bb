import Foundation
import Testing

/// What README.md shows a command print is what it prints: each `$ wxapp …` sample of its code blocks is, byte
/// for byte, the standard output the recording (`scripts/record_outputs.py`, `Tests/Recordings`) holds for that
/// command line, which CI checks against the binary.
struct ReadmeSampleTests {
    /// A command line a page shows, and the lines it shows under it.
    struct Sample: CustomStringConvertible {
        let command: String
        let output: String

        var description: String { command }
    }

    /// The samples of the code blocks in `markdown`: each `$ ` line and what follows it, up to the next `$ `
    /// line or the block's end, one blank line between two samples dropped.
    static func samples(in markdown: String) -> [Sample] {
        var samples: [Sample] = []
        var command: String?
        var output: [Substring] = []
        var inBlock = false
        func finish() {
            if let command {
                if output.last?.isEmpty == true { output.removeLast() }
                samples.append(Sample(command: command, output: output.map { $0 + "\n" }.joined()))
            }
            command = nil
            output = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                finish()
                inBlock.toggle()
            } else if inBlock, line.hasPrefix("$ ") {
                finish()
                command = String(line)
            } else if command != nil {
                output.append(line)
            }
        }
        return samples
    }

    /// The standard output of each recorded command line.
    static func recordings() throws -> [String: String] {
        let folder = DocumentationTests.root.appendingPathComponent("Tests/Recordings")
        var recorded: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".txt") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard let command = text.split(separator: "\n").first,
                let stdout = text.components(separatedBy: "--- stdout\n").dropFirst().first,
                let output = stdout.components(separatedBy: "--- stderr").first
            else { continue }
            recorded[String(command)] = output
        }
        return recorded
    }

    @Test func everySampleOfTheReadmeIsRecordedOutput() throws {
        let readme = try String(
            contentsOf: DocumentationTests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let samples = Self.samples(in: readme)
        let recorded = try Self.recordings()

        #expect(samples.count >= 2, "the README shows what commands print")
        for sample in samples {
            let output = try #require(recorded[sample.command], "no recording runs \(sample.command)")
            #expect(sample.output == output, "\(sample.command) prints otherwise:\n\(output)")
        }
    }

    @Test func aSampleIsReadUpToTheNextCommandOrTheBlocksEnd() {
        let markdown = "text\n```\n$ wxapp a\none\n\n$ wxapp b\ntwo\nthree\n```\n$ wxapp c\n"

        let samples = Self.samples(in: markdown)

        #expect(samples.map(\.command) == ["$ wxapp a", "$ wxapp b"])
        #expect(samples.map(\.output) == ["one\n", "two\nthree\n"])
    }
}
