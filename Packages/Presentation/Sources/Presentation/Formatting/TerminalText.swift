extension String {
    /// The text with control and format characters removed (tabs and line breaks become spaces),
    /// so that a name from a service or the database cannot move the cursor or reorder the line.
    var terminalSafe: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
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
        return first.uppercased() + dropFirst()
    }
}
