/// A sentence of human output as the code writes it, in English, with the values put into it: what a
/// catalog translates it by (its key, "Fetching weather for {0}…") and the values, in order.
///
/// Write it where it is shown, as `words("Fetching weather for \(place)…")`: the catalogs are extracted
/// from those calls (scripts/generate_catalogs.py), so a sentence is never a value passed around first.
struct Sentence: ExpressibleByStringInterpolation, Sendable {
    /// The English text with `{0}`, `{1}`, … where the values go; made only when a catalog is searched,
    /// since English, which help text is at every run, needs none.
    var key: String {
        guard !valueOffsets.isEmpty else { return Self.escaped(english) }
        let bytes = Array(english.utf8)
        var key = ""
        var start = 0
        for (index, offset) in valueOffsets.enumerated() {
            key += Self.escaped(String(decoding: bytes[start..<offset], as: UTF8.self)) + "{\(index)}"
            start = offset + values[index].utf8.count
        }
        return key + Self.escaped(String(decoding: bytes[start...], as: UTF8.self))
    }
    let values: [String]
    /// The English text with the values in it.
    let english: String
    /// Where each value starts in `english`, in UTF-8 bytes.
    private let valueOffsets: [Int]

    init(stringLiteral value: String) {
        values = []
        english = value
        valueOffsets = []
    }

    init(stringInterpolation: StringInterpolation) {
        values = stringInterpolation.values
        english = stringInterpolation.english
        valueOffsets = stringInterpolation.valueOffsets
    }

    struct StringInterpolation: StringInterpolationProtocol {
        var values: [String] = []
        var english = ""
        var valueOffsets: [Int] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            values.reserveCapacity(interpolationCount)
            valueOffsets.reserveCapacity(interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            english += literal
        }

        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            let text = value.description
            valueOffsets.append(english.utf8.count)
            values.append(text)
            english += text
        }
    }

    /// Whether `text` holds a brace: a look at its bytes, as a look at its characters costs tens of times
    /// more, for each sentence a catalog fills.
    private static func hasBrace(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// A brace of the text itself, doubled in a key so that it is no placeholder: "{{". Byte by byte, as
    /// braces are ASCII: `replacing(_:with:)` costs a run 0.19 M instructions for `line`'s help alone.
    static func escaped(_ text: String) -> String {
        guard hasBrace(text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            bytes.append(byte)
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
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
