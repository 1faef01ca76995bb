/// Which characters human output may use: all of Unicode in a UTF-8 locale, ASCII alone in any other
/// (`C`, `POSIX`, Latin-1), so that nothing on a console that cannot show UTF-8 turns to garbage.
///
/// The one place that decides it; renderers ask it for their glyphs, and the console passes everything
/// it writes for a person through `text(_:)`. Machine output (JSON) is not human output and is left alone.
public enum TextRepertoire: Sendable, Equatable {
    case unicode
    case ascii

    /// ASCII unless the character set of the locale `environment` names (`LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`) is UTF-8; no locale at all is the C locale, whose character set is ASCII.
    public init(environment: [String: String]) {
        self = Console.localeIsUTF8(environment) ? .unicode : .ascii
    }

    /// True when output may use any Unicode character.
    public var allowsUnicode: Bool { self == .unicode }

    /// `text` as this repertoire can show it: unchanged in Unicode, its ASCII form otherwise.
    func text(_ text: String) -> String {
        self == .unicode ? text : ASCIIText.fold(text)
    }

    /// What ends shortened text: "…", or "..." in ASCII.
    var ellipsis: String {
        self == .unicode ? "…" : "..."
    }

    /// The spinner's frames: Braille dots, or the classic `|/-\` in ASCII.
    var spinnerFrames: [String] {
        self == .unicode ? ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"] : ["|", "/", "-", "\\"]
    }
}
