import ArgumentParser
import Foundation
import Testing

@testable import Presentation

/// README.md and docs/ stay true to the project: every relative link leads to a file (and heading) that is
/// there, and every `wxapp …` command line they show is one wxapp reads, with no unknown option or command.
struct DocumentationTests {
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
                _ = try CommandDispatch.parse(arguments)
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

/// The parts of Markdown text the documentation tests read.
enum MarkdownText {
    /// The targets of `[text](target)` links.
    static func links(in text: String) -> [String] {
        text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// Each heading's anchor as GitHub makes it: lower case, spaces as hyphens, other punctuation dropped.
    static func anchors(in text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
                let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                return String(
                    title.compactMap {
                        $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil
                    })
            })
    }

    /// The concrete `wxapp …` command lines the text shows, as words: inline code that starts with `wxapp `,
    /// `$ wxapp …` lines of code blocks, and `wxapp …` lines of shell code blocks. Lines with placeholders
    /// (`<place>`, `[place...]`, `get|set`, `…`) are left out; a pipe, a redirection or a comment ends a line.
    static func commandLines(in text: String) -> [[String]] {
        var lines: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
                continue
            }
            if let kind = fence {
                if trimmed.hasPrefix("$ wxapp ") {
                    lines.append(String(trimmed.dropFirst(2)))
                } else if ["sh", "bash", "shell"].contains(kind), trimmed.hasPrefix("wxapp ") {
                    lines.append(trimmed)
                }
            } else {
                lines += trimmed.matches(of: /`(wxapp [^`]+)`/).map { String($0.output.1) }
            }
        }
        return lines.compactMap(words)
    }

    /// `line` split as a shell splits it, up to a pipe, a redirection or a comment; nil with a placeholder.
    private static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if !inWord, ["#", ">", "&"].contains(character) || (character == "|" && word.isEmpty) {
                break
            } else {
                if ["<", ">", "[", "]", "|", "…"].contains(character) { return nil }
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        guard words.first == "wxapp", !words.contains(where: { $0.contains("...") }) else { return nil }
        return words
    }
}
