/// A language wxapp writes its human output in, by its ISO 639-1 code; Chinese is Simplified Chinese.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case italian = "it"
    case portuguese = "pt"
    case dutch = "nl"
    case polish = "pl"
    case japanese = "ja"
    case chinese = "zh"

    /// The language a locale name such as `de_DE.UTF-8`, `pt-BR` or `zh_CN` reads in; nil for `C`,
    /// `POSIX`, an empty name, a language wxapp lacks, and Chinese written in Traditional characters
    /// (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`).
    public init?(locale: String) {
        let name = locale.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let code = parts.first, let language = Self(rawValue: code) else { return nil }
        if language == .chinese,
            parts.dropFirst().contains(where: { ["tw", "hk", "mo", "hant"].contains($0) })
        {
            return nil
        }
        self = language
    }
}
