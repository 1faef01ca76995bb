extension JSONValue {
    /// JSON text with every control or format character that the encoder leaves as it is (DEL, C1 controls
    /// such as CSI, bidirectional overrides, zero-width characters) written as a `\uXXXX` escape, so that
    /// `wxapp ... --format json` shown on a terminal cannot act on it. Outside strings, JSON text holds only
    /// printable ASCII, spaces and line breaks, so only string contents change, and they decode the same.
    static func escapingControlCharacters(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control where scalar != "\n", .format, .lineSeparator, .paragraphSeparator:
                for unit in String(scalar).utf16 {
                    escaped +=
                        "\\u" + String(repeating: "0", count: 4 - String(unit, radix: 16).count)
                        + String(unit, radix: 16)
                }
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
