import ArgumentParser
import Foundation
import TestSupport
import Testing

@testable import Presentation

/// README.md and docs/ stay true to the project: every relative link leads to a file (and heading) that is
/// there, and every `wxapp …` command line they show is one wxapp reads, with no unknown option or command.
struct DocumentationTests {
    init() { RegisteredProviders.ensure() }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../..").standardized

    static let pages: [URL] = {
        let docs = root.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [root.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }()

    @Test func theReadmeIsReadInTwoMinutes() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)

        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
        #expect(Self.pages.count > 10)
    }

    @Test(arguments: pages)
    func everyRelativeLinkResolves(page: URL) throws {
        let text = try String(contentsOf: page, encoding: .utf8)
        for target in MarkdownText.links(in: text)
        where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let file =
                parts[0].isEmpty
                ? page
                : page.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardized
            #expect(FileManager.default.fileExists(atPath: file.path), "\(page.lastPathComponent): \(target)")
            if parts.count == 2, file.pathExtension == "md",
                let linked = try? String(contentsOf: file, encoding: .utf8)
            {
                #expect(
                    MarkdownText.anchors(in: linked).contains(String(parts[1])),
                    "\(page.lastPathComponent): \(target) names no heading")
            }
        }
    }

    @Test(arguments: pages)
    func everyCommandLineShownIsOneWxappReads(page: URL) throws {
        let text = try String(contentsOf: page, encoding: .utf8)
        for line in MarkdownText.commandLines(in: text) {
            let arguments = Array(line.dropFirst())
            do {
                // As wxapp reads a line that does not parse as typed: a negative coordinate is a place.
                _ =
                    try (try? CommandDispatch.parse(arguments))
                    ?? CommandDispatch.parse(arguments.map(WxCommandLine.coordinatesAsPlace))
            } catch {
                let message = WxappCommand.fullMessage(for: error)
                // A page may show a command that fails on purpose (a value out of range); never one that
                // names an option or a command wxapp does not have.
                #expect(
                    !message.contains("Unknown option") && !message.contains("Unexpected argument"),
                    "\(page.lastPathComponent): \(line.joined(separator: " "))\n\(message)")
            }
        }
    }

    @Test func commandLinesAreFoundWhereThePagesShowThem() {
        let text = """
            Run `wxapp list --units imperial` or `wxapp config get|set` or `wxapp: not a command`.

            ```sh
            wxapp add "Paris,FR" Oslo   # cities
            wxapp list --format json | jq .
            ```

            ```
            $ wxapp show 'Rio de Janeiro'
            wxapp 0.1.0
            ```
            """

        #expect(
            MarkdownText.commandLines(in: text) == [
                ["wxapp", "list", "--units", "imperial"], ["wxapp", "add", "Paris,FR", "Oslo"],
                ["wxapp", "list", "--format", "json"], ["wxapp", "show", "Rio de Janeiro"],
            ])
        #expect(
            MarkdownText.links(in: "[a](docs/A.md) and [b](https://x.org) [c](#d)") == [
                "docs/A.md", "https://x.org", "#d",
            ])
        #expect(
            MarkdownText.anchors(in: "## `wxapp add <place>...`\n## Install it") == [
                "wxapp-add-place", "install-it",
            ])
    }

    @Test func anUnknownOptionInAPageWouldBeFound() {
        #expect(throws: (any Error).self) { try CommandDispatch.parse(["list", "--colour"]) }
        #expect(throws: (any Error).self) { try CommandDispatch.parse(["lsit"]) }
    }
}
