import ArgumentParser
import Domain

/// How times of day are written: "17:05" or "5:05 PM".
enum ClockStyle: String, Sendable, NamedArgumentValue {
    case twelveHour = "12"
    case twentyFourHour = "24"

    /// Locales whose people read a 12-hour clock (by language and territory, as in `en_US.UTF-8`).
    static let twelveHourLocales: Set<String> = [
        "en_US", "en_CA", "en_AU", "en_NZ", "en_PH", "en_IN", "es_US", "es_MX", "hi_IN", "ur_PK", "bn_BD",
        "ar_SA", "ar_EG", "ar_AE", "ko_KR", "zh_TW",
    ]

    /// The clock of the locale that formats times: `LC_ALL`, else `LC_TIME`, else `LANG`; 24-hour for any
    /// other locale, and for `C` and `POSIX`. Output in another `language` than the locale's messages
    /// (`--language`, or its setting) reads that language's own clock.
    static func forLocale(environment: [String: String], language: Language? = nil) -> ClockStyle {
        if let language, language != Language.ofMessages(environment) { return language.clock }
        let name = timeLocale(environment)?.split(separator: ".").first.map(String.init) ?? ""
        return twelveHourLocales.contains(name) ? .twelveHour : .twentyFourHour
    }

    /// The locale that formats times: the first of `LC_ALL`, `LC_TIME`, `LANG` that is set and not empty.
    static func timeLocale(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }
}
