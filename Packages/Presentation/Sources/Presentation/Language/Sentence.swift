/// A sentence of human output as the code writes it, in English, with the values put into it: what a
/// catalog translates it by (its key, "Fetching weather for {0}…") and the values, in order.
///
/// Write it where it is shown, as `words("Fetching weather for \(place)…")`: the catalogs are extracted
/// from those calls (scripts/generate_catalogs.py), so a sentence is never a value passed around first.
struct Sentence: ExpressibleByStringInterpolation, Sendable {
    /// The English text with `{0}`, `{1}`, … where the values go; made only when a catalog is searched,
    /// since English, which help text is at every run, needs none.
    var key: String { interpolatedKey ?? Self.escaped(english) }
    let values: [String]
    /// The English text with the values in it.
    let english: String
    private let interpolatedKey: String?

    init(stringLiteral value: String) {
        interpolatedKey = nil
        values = []
        english = value
    }

    init(stringInterpolation: StringInterpolation) {
        interpolatedKey = stringInterpolation.key
        values = stringInterpolation.values
        english = stringInterpolation.english
    }

    struct StringInterpolation: StringInterpolationProtocol {
        var key = ""
        var values: [String] = []
        var english = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 3 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            key += Sentence.escaped(literal)
            english += literal
        }

        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            let text = value.description
            key += "{\(values.count)}"
            values.append(text)
            english += text
        }
    }

    /// Whether `text` holds a brace: a look at its bytes, as a look at its characters costs tens of times
    /// more, for each of the thousands of help texts a run makes.
    private static func hasBrace(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// A brace of the text itself, doubled in a key so that it is no placeholder: "{{".
    static func escaped(_ text: String) -> String {
        guard hasBrace(text) else { return text }
        return text.replacing("{", with: "{{").replacing("}", with: "}}")
    }

    /// `template` with each `{n}` replaced by the n-th value and each doubled brace made single; a
    /// placeholder without a value stays as it is.
    func filling(_ template: String) -> String {
        guard Self.hasBrace(template) else { return template }
        var text = ""
        var rest = template[...]
        while let brace = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            text += rest[..<brace]
            let after = rest[brace...].dropFirst()
            if after.first == rest[brace] {
                text.append(rest[brace])
                rest = after.dropFirst()
            } else if rest[brace] == "{", let close = after.firstIndex(of: "}"),
                let index = Int(after[..<close]),
                values.indices.contains(index)
            {
                text += values[index]
                rest = after[after.index(after: close)...]
            } else {
                text.append(rest[brace])
                rest = after
            }
        }
        return text + rest
    }
}
