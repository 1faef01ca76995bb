/// A sentence of human output as the code writes it, in English, with the values put into it: what a
/// catalog translates it by (its key, "Fetching weather for {0}…") and the values, in order.
///
/// Write it where it is shown, as `words("Fetching weather for \(place)…")`: the catalogs are extracted
/// from those calls (scripts/generate_catalogs.py), so a sentence is never a value passed around first.
struct Sentence: ExpressibleByStringInterpolation, Sendable {
    /// The English text with `{0}`, `{1}`, … where the values go.
    let key: String
    let values: [String]
    /// The English text with the values in it.
    let english: String

    init(stringLiteral value: String) {
        key = value
        values = []
        english = value
    }

    init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
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
            key += literal
            english += literal
        }

        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            let text = value.description
            key += "{\(values.count)}"
            values.append(text)
            english += text
        }
    }

    /// `template` with each `{n}` replaced by the n-th value; a placeholder without a value stays as it is.
    func filling(_ template: String) -> String {
        guard !values.isEmpty else { return template }
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let after = rest[open...].dropFirst()
            if let close = after.firstIndex(of: "}"), let index = Int(after[..<close]),
                values.indices.contains(index)
            {
                text += values[index]
                rest = after[after.index(after: close)...]
            } else {
                text += "{"
                rest = after
            }
        }
        return text + rest
    }
}
