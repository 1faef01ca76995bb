import Foundation

extension String {
    /// The string with leading and trailing white space removed.
    public func trimmingWhitespace() -> String {
        trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A key for comparing names as people read them: case, accents and Unicode form do not matter.
    public var searchKey: String {
        precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
    }
}
