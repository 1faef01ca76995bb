import Foundation

/// One language's catalog as the translators wrote it (Packages/Presentation/Catalogs/<code>.po): what a
/// sentence must read as in that language, for tests that check the binary says it so.
struct TranslationCatalog {
    /// Translations by `context + "\u{4}" + msgid` (the msgid alone without a context); plurals by their
    /// singular, with their forms.
    private var entries: [String: [String]] = [:]

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Packages/Presentation/Catalogs")

    init(language: String) throws {
        let text = try String(
            contentsOf: Self.directory.appendingPathComponent("\(language).po"), encoding: .utf8)
        var fields: [String: String] = [:]
        var current: String?
        func finish() {
            defer { fields = [:] }
            guard let id = fields["msgid"], !id.isEmpty else { return }
            let key = fields["msgctxt"].map { $0 + "\u{4}" + id } ?? id
            let forms = fields.keys.filter { $0.hasPrefix("msgstr") }.sorted().compactMap { fields[$0] }
            entries[key] = forms
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                finish()
                continue
            }
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("\"") {
                if let current { fields[current, default: ""] += Self.unquoted(line) }
                continue
            }
            guard let space = line.firstIndex(of: " ") else { continue }
            let name = String(line[..<space]).replacingOccurrences(of: "[", with: "_")
                .replacingOccurrences(of: "]", with: "")
            if name == "msgctxt" || (name == "msgid" && fields["msgctxt"] == nil && fields["msgid"] != nil) {
                if fields["msgid"] != nil { finish() }
            }
            current = name
            fields[name] = Self.unquoted(String(line[line.index(after: space)...]))
        }
        finish()
    }

    /// The translation of `sentence` (its key, with `{0}`… for values), the values put in; nil when the
    /// catalog lacks it.
    func translation(_ key: String, context: String? = nil, values: [String] = []) -> String? {
        guard let template = entries[context.map { $0 + "\u{4}" + key } ?? key]?.first else { return nil }
        var text = template
        for (index, value) in values.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: value)
        }
        return text.replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")
    }

    private static func unquoted(_ quoted: String) -> String {
        var text = ""
        var escaping = false
        for character in quoted.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                text.append(character)
            }
        }
        return text
    }
}
