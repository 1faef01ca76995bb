import Domain
import Foundation
import Testing

@testable import Presentation

/// A sentence of the source catalog (Packages/Presentation/Catalogs/wxapp.pot) that puts a place's or a
/// country's name into it: scripts/generate_catalogs.py marks each such placeholder, "#. {0} is a name: …",
/// where the code interpolates a value whose name says it holds one (`place`, `view.place`, `country`, …).
struct NamedSentence: CustomTestStringConvertible, Sendable {
    /// The key the tables find the sentence by: its context and msgid, and for a plural both English forms.
    let key: String
    let english: String
    let isPlural: Bool
    /// The numbers of the placeholders that hold names.
    let names: [Int]

    var testDescription: String { english }

    static let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Catalogs/wxapp.pot").standardized

    /// Every sentence of the source catalog with a name in it.
    static let all: [NamedSentence] = {
        guard let text = try? String(contentsOf: template, encoding: .utf8) else { return [] }
        return text.split(separator: "\n\n").compactMap { entry(String($0)) }
    }()

    /// One entry of the catalog, when a name is in it.
    private static func entry(_ block: String) -> NamedSentence? {
        var names: [Int] = []
        var fields: [String: String] = [:]
        var current: String?
        for line in block.split(separator: "\n").map(String.init) {
            if line.hasPrefix("#. {"), let close = line.firstIndex(of: "}"),
                let number = Int(line[line.index(line.startIndex, offsetBy: 4)..<close]),
                line.contains("is a name")
            {
                names.append(number)
            } else if line.hasPrefix("\""), let current {
                fields[current, default: ""] += unquoted(line)
            } else if let space = line.firstIndex(of: " "), !line.hasPrefix("#") {
                current = String(line[..<space])
                fields[current!] = unquoted(String(line[line.index(after: space)...]))
            }
        }
        guard !names.isEmpty, let id = fields["msgid"] else { return nil }
        let plural = fields["msgid_plural"]
        let key = (fields["msgctxt"].map { $0 + String(Catalog.contextSeparator) } ?? "") + id
        return NamedSentence(
            key: key + (plural.map { String(Catalog.pluralSeparator) + $0 } ?? ""), english: id,
            isPlural: plural != nil, names: names)
    }

    /// Every form the sentence has in `language`: one, or each plural form; none where the catalog lacks it.
    func forms(in language: Language) -> [String] {
        let catalog = Catalog(language)
        guard let translation = catalog.translation(of: key) else { return [] }
        guard isPlural else { return [translation] }
        return translation.split(separator: Catalog.pluralSeparator).map(String.init)
    }

    private static func unquoted(_ quoted: String) -> String {
        var text = ""
        var escaping = false
        for character in quoted.dropFirst().dropLast() {
            if escaping {
                text.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
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
