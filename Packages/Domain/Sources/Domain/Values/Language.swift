/// A language wxapp writes its human output in, by its ISO 639-1 code; Chinese is Simplified Chinese,
/// Spanish is written as Spain writes it (`es`) or as Latin America does (`es-419`), and Portuguese as Brazil
/// writes it (`pt`) or as Portugal does (`pt-PT`).
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case german = "de"
    case french = "fr"
    case spanish = "es"
    case spanishLatinAmerica = "es-419"
    case italian = "it"
    case portuguese = "pt"
    case portuguesePortugal = "pt-PT"
    case dutch = "nl"
    case polish = "pl"
    case japanese = "ja"
    case chinese = "zh"

    /// The language a locale name such as `de_DE.UTF-8`, `es-MX`, `pt-BR`, `pt_PT` or `zh_CN` reads in (`es`
    /// alone is Spain's, `pt` alone Brazil's); nil for `C`, `POSIX`, an empty name, a language wxapp lacks, and
    /// Chinese written in Traditional characters (`zh_TW`, `zh_HK`, `zh_MO`, `zh-Hant`).
    public init?(locale: String) {
        let name = locale.split(separator: ".").first.map { $0.split(separator: "@").first ?? $0 } ?? ""
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let code = parts.first, let language = Self(rawValue: code) else { return nil }
        if language == .chinese,
            parts.dropFirst().contains(where: { ["tw", "hk", "mo", "hant"].contains($0) })
        {
            return nil
        }
        // As CLDR has it: Portugal's Portuguese is also that of every region but Brazil (pt_AO, pt_MZ, …), and
        // Latin America's Spanish that of the regions CLDR puts under es_419 (es_MX, es_AR, es_US); Spain's
        // is that of every other region (es_GQ, es_DE). A region is two letters or three digits, and comes
        // before any extension (`pt-u-nu-latn`), which a single letter starts.
        let region = parts.dropFirst().prefix { $0.count != 1 }.first {
            $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
        }
        switch (language, region) {
        case (.portuguese, .some(let region)) where region != "br": self = .portuguesePortugal
        case (.spanish, .some(let region)) where Self.latinAmerica.contains(region):
            self = .spanishLatinAmerica
        default: self = language
        }
    }

    /// The regions whose Spanish is Latin America's: `es_419` and the locales CLDR puts under it, each country
    /// of the Americas where Spanish is written (and Japan's, as CLDR has it).
    private static let latinAmerica: Set<String> = [
        "419", "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "jp", "mx", "ni", "pa",
        "pe", "pr", "py", "sv", "us", "uy", "ve",
    ]
}
