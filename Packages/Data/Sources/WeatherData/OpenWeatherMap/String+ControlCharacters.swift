extension String {
    /// The text without control or format characters (escape sequences, bidi overrides, zero-width marks):
    /// a place name keeps only what can be read and typed back.
    var withoutControlCharacters: String {
        var kept = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: continue
            default: kept.append(scalar)
            }
        }
        return String(kept)
    }
}
