/// Compatibility decomposition with the nonspacing marks removed, scalar by scalar: "Zürich" becomes
/// "Zurich", "ﬁ" becomes "fi", a full-width "Ｔｏｋｙｏ" becomes "Tokyo". Case is kept.
///
/// The table comes from the Unicode Character Database (scripts/generate_unicode_folding.py), so that
/// folding needs nothing beyond the standard library and matches how the gazetteer's keys were folded.
public enum UnicodeFolding {
    /// The scalars of `text`, folded, passed one by one to `body`.
    public static func forEachFoldedScalar(of text: String, _ body: (Unicode.Scalar) -> Void) {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                body(scalar)
            } else if let replacement = replacement(for: scalar) {
                replacement.forEach { body(Unicode.Scalar($0)!) }
            } else if scalar.properties.generalCategory != .nonspacingMark {
                body(scalar)
            }
        }
    }

    /// `text` folded.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var folded = String.UnicodeScalarView()
        forEachFoldedScalar(of: text) { folded.append($0) }
        return String(folded)
    }

    /// What `scalar` folds to, when the table changes it.
    private static func replacement(for scalar: Unicode.Scalar) -> ArraySlice<UInt32>? {
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < scalar.value { low = middle + 1 } else { high = middle }
        }
        guard low < scalars.count, scalars[low] == scalar.value else { return nil }
        return replacements[Int(offsets[low])..<Int(offsets[low + 1])]
    }
}
