/// A language wxapp writes its human output in, by its ISO 639-1 code; Chinese is Simplified Chinese, and
/// Portuguese is written as Brazil writes it (`pt`) or as Portugal does (`pt-PT`).
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case italian = "it"
    case portuguese = "pt"
    case portuguesePortugal = "pt-PT"
    case dutch = "nl"
    case polish = "pl"
    case japanese = "ja"
    case chinese = "zh"

    /// The language a locale name such as `de_DE.UTF-8`, `pt-BR`, `pt_PT` or `zh_CN` reads in (`pt` alone is
    /// Brazil's); nil for `C`, `POSIX`, an empty name, a language wxapp lacks, and Chinese written in
    /// Traditional characters (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`).
    public init?(locale: String) {
        let name = locale.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let code = parts.first, let language = Self(rawValue: code) else { return nil }
        if language == .chinese,
            parts.dropFirst().contains(where: { ["tw", "hk", "mo", "hant"].contains($0) })
        {
            return nil
        }
        // As CLDR has it: Portugal's Portuguese is also that of every region but Brazil (pt_AO, pt_MZ, …).
        // The region comes before any extension (`pt-u-nu-latn`), which a single letter starts.
        let region = parts.dropFirst().prefix { $0.count != 1 }.first { $0.count == 2 }
        self = language == .portuguese && region != nil && region != "br" ? .portuguesePortugal : language
    }
}
