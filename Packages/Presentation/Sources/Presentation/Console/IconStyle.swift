import ArgumentParser

/// How conditions are drawn next to their names: emoji, ASCII pictograms, or not at all.
public enum IconStyle: String, NamedArgumentValue, Sendable {
    case emoji
    case ascii
    case none

    /// Emoji only on a terminal with a UTF-8 locale that is not the Linux console or a dumb terminal;
    /// ASCII otherwise.
    static func automatic(for console: Console) -> IconStyle {
        let term = console.environment["TERM"] ?? ""
        guard console.stdoutIsTerminal, console.localeIsUTF8, term != "linux", term != "dumb" else {
            return .ascii
        }
        return .emoji
    }
}

extension Console {
    /// True when the effective locale (`LC_ALL`, else `LC_CTYPE`, else `LANG`) uses UTF-8, as in
    /// "en_US.UTF-8" or "C.utf8@euro".
    var localeIsUTF8: Bool {
        Self.localeIsUTF8(environment)
    }

    static func localeIsUTF8(_ environment: [String: String]) -> Bool {
        let locale =
            ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }
            .first { !$0.isEmpty } ?? ""
        let codeset = locale.split(separator: ".").dropFirst().first?.split(separator: "@").first?
            .lowercased()
        return codeset == "utf-8" || codeset == "utf8"
    }
}
