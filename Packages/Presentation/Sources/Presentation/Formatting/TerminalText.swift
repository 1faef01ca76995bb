extension String {
    /// The text with control and format characters removed (tabs and line breaks become spaces),
    /// so that a name from a service or the database cannot move the cursor or reorder the line.
    var terminalSafe: String {
        if utf8.allSatisfy(\.isPrintableASCII) { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isPlainLatin {
                scalars.append(scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    scalars.append(" ")
                }
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The text made terminal-safe line by line, keeping its line breaks (for multi-line messages).
    var terminalSafeKeepingLineBreaks: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }
            .joined(separator: "\n")
    }

    /// The text with its first letter upper-cased: "broken clouds" → "Broken clouds".
    var capitalizingFirstLetter: String {
        guard let first else { return self }
        return first.uppercased() + String(dropFirst())
    }
}

extension Unicode.Scalar {
    /// Printable ASCII and Latin-1 letters and signs but the soft hyphen: safe without a property lookup.
    fileprivate var isPlainLatin: Bool {
        (0x20..<0x7F).contains(value) || ((0xA0..<0x300).contains(value) && value != 0xAD)
    }
}
