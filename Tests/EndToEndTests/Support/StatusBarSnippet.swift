import Foundation

/// One status bar's configuration in docs/STATUS-BARS.md, and the command the bar runs, taken from the
/// configuration as the bar itself reads it: the first fenced block under the bar's `## ` heading.
struct StatusBarSnippet: Sendable, CustomStringConvertible {
    enum Bar: String, CaseIterable, Sendable {
        case tmux, waybar, polybar, i3blocks
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let bar: Bar
    /// What the bar hands to `/bin/sh -c`, exactly.
    let command: String
    /// Seconds between two runs of the command.
    let interval: Int

    var description: String { "\(bar.rawValue): \(command)" }

    /// docs/STATUS-BARS.md of the repository this file belongs to.
    static let document = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/STATUS-BARS.md")

    /// The snippet of `bar` in docs/STATUS-BARS.md; a missing heading, block, command or interval is a
    /// `Problem` that says which.
    static func load(_ bar: Bar) throws -> StatusBarSnippet {
        let markdown = try String(contentsOf: document, encoding: .utf8)
        return try StatusBarSnippet(
            bar: bar, configuration: firstFencedBlock(under: bar.rawValue, in: markdown))
    }

    /// The lines of the first fenced block after the level-two heading `heading`, before the next heading
    /// of that level.
    static func firstFencedBlock(under heading: String, in markdown: String) throws -> [String] {
        var inSection = false
        var block: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var lines = block {
                if line.hasPrefix("```") { return lines }
                lines.append(line)
                block = lines
            } else if line.hasPrefix("## ") {
                if inSection { break }
                inSection = line.dropFirst(3).trimmingCharacters(in: .whitespaces) == heading
            } else if inSection, line.hasPrefix("```") {
                block = []
            }
        }
        throw Problem(
            description: "docs/STATUS-BARS.md has no fenced block under a \"## \(heading)\" heading")
    }

    init(bar: Bar, configuration lines: [String]) throws {
        self.bar = bar
        switch bar {
        case .tmux: (command, interval) = try Self.tmux(lines)
        case .waybar: (command, interval) = try Self.waybar(lines)
        case .polybar: (command, interval) = try Self.polybar(lines)
        case .i3blocks: (command, interval) = try Self.i3blocks(lines)
        }
        guard command.hasPrefix("wxapp line") else {
            throw Problem(description: "the \(bar) snippet runs \"\(command)\", not \"wxapp line …\"")
        }
        guard (1...3600).contains(interval) else {
            throw Problem(description: "the \(bar) snippet's interval, \(interval) s, is not 1 to 3600 s")
        }
    }

    /// `set -g status-right "… #(command) …"`: tmux runs what is inside `#(…)`. tmux reads `%`, `#`, `$` and
    /// `~` in the whole string first, and a `)` ends the command, so the command must hold none of them.
    private static func tmux(_ lines: [String]) throws -> (String, Int) {
        let settings = try keyValues(lines, separator: " ", prefix: "set -g ")
        let right = try require(settings, "status-right", in: .tmux)
        guard right.count >= 2, right.hasPrefix("\""), right.hasSuffix("\"") else {
            throw Problem(description: "tmux's status-right is not one double-quoted string: \(right)")
        }
        let parts = right.dropFirst().dropLast().components(separatedBy: "#(")
        guard parts.count == 2, let end = parts[1].firstIndex(of: ")") else {
            throw Problem(description: "tmux's status-right holds no single #(command): \(right)")
        }
        let command = String(parts[1][..<end])
        if let reserved = command.first(where: { "%#$~\"\\(".contains($0) }) {
            throw Problem(description: "tmux would read \"\(reserved)\" in the command itself: \(command)")
        }
        return (command, try integer(require(settings, "status-interval", in: .tmux), for: .tmux))
    }

    /// A JSON object whose one `custom/…` module runs `exec` and reads its JSON.
    private static func waybar(_ lines: [String]) throws -> (String, Int) {
        let json = try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8))
        guard let configuration = json as? [String: Any] else {
            throw Problem(description: "waybar's snippet is not one JSON object")
        }
        let names = configuration.keys.filter { $0.hasPrefix("custom/") }
        guard names.count == 1, let name = names.first, let module = configuration[name] as? [String: Any]
        else {
            throw Problem(description: "waybar's snippet has not exactly one custom module: \(names)")
        }
        let placed = configuration.filter { $0.key.hasPrefix("modules-") }.values
            .contains { ($0 as? [String])?.contains(name) == true }
        guard placed else {
            throw Problem(description: "no modules-… list of waybar's snippet holds \(name)")
        }
        guard module["return-type"] as? String == "json" else {
            throw Problem(description: "\(name) does not say \"return-type\": \"json\"")
        }
        guard module["escape"] as? Bool == true else {
            throw Problem(
                description: "\(name) does not say \"escape\": true; a name with & would be refused")
        }
        guard let command = module["exec"] as? String, let interval = module["interval"] as? Int else {
            throw Problem(description: "\(name) has no \"exec\" string or no \"interval\" number")
        }
        return (command, interval)
    }

    /// A `[module/…]` of `type = custom/script`. polybar trims the value, drops the double quotes around it,
    /// replaces `%counter%` and `${…}`, and wants backslashes doubled; the command must need none of that.
    private static func polybar(_ lines: [String]) throws -> (String, Int) {
        guard lines.first?.hasPrefix("[module/") == true else {
            throw Problem(description: "polybar's snippet does not start with a [module/…] section")
        }
        let settings = try keyValues(lines.dropFirst(), separator: "=", trimming: true)
        guard settings["type"] == "custom/script" else {
            throw Problem(description: "polybar's module is not of type = custom/script")
        }
        var command = try require(settings, "exec", in: .polybar)
        if command.count >= 2, command.hasPrefix("\""), command.hasSuffix("\"") {
            command = String(command.dropFirst().dropLast())
        }
        if let reserved = command.first(where: { "%$\\".contains($0) }) {
            throw Problem(description: "polybar would read \"\(reserved)\" in the command itself: \(command)")
        }
        return (command, try integer(require(settings, "interval", in: .polybar), for: .polybar))
    }

    /// A `[block]` with `command=` and `interval=`; i3blocks trims nothing, so `key=value` exactly.
    private static func i3blocks(_ lines: [String]) throws -> (String, Int) {
        guard lines.first?.hasPrefix("[") == true, lines.first?.hasSuffix("]") == true else {
            throw Problem(description: "i3blocks' snippet does not start with a [block] section")
        }
        let settings = try keyValues(lines.dropFirst(), separator: "=", trimming: false)
        return (
            try require(settings, "command", in: .i3blocks),
            try integer(require(settings, "interval", in: .i3blocks), for: .i3blocks)
        )
    }

    /// `key<separator>value` lines (after `prefix`); blank lines and `#` or `;` comments are skipped.
    private static func keyValues(
        _ lines: some Sequence<String>, separator: Character, prefix: String = "", trimming: Bool = false
    ) throws -> [String: String] {
        var settings: [String: String] = [:]
        for line in lines where !line.isEmpty && !line.hasPrefix("#") && !line.hasPrefix(";") {
            guard line.hasPrefix(prefix), let split = line.dropFirst(prefix.count).firstIndex(of: separator)
            else {
                throw Problem(description: "a line the bar would not read as a setting: \(line)")
            }
            let key = line[line.index(line.startIndex, offsetBy: prefix.count)..<split]
            let value = line[line.index(after: split)...]
            settings[trimming ? key.trimmingCharacters(in: .whitespaces) : String(key)] =
                trimming ? value.trimmingCharacters(in: .whitespaces) : String(value)
        }
        return settings
    }

    private static func require(_ settings: [String: String], _ key: String, in bar: Bar) throws -> String {
        guard let value = settings[key], !value.isEmpty else {
            throw Problem(description: "the \(bar) snippet has no \(key)")
        }
        return value
    }

    private static func integer(_ text: String, for bar: Bar) throws -> Int {
        guard let value = Int(text) else { throw Problem(description: "the \(bar) interval is not a number") }
        return value
    }
}
