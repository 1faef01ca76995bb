import Domain

extension Language {
    /// The language of human output: `--language`, else `preferred` (`WXAPP_LANG`, else the configuration
    /// file), else what gettext reads: the first language of GNU `LANGUAGE` (a colon list) that wxapp speaks,
    /// unless the locale that formats messages (`LC_ALL`, else `LC_MESSAGES`, else `LANG`) is C or POSIX,
    /// else that locale's language; English where none of them names a language wxapp speaks.
    static func chosen(flag: Language?, preferred: String?, environment: [String: String]) -> Language {
        if let flag { return flag }
        if let preferred, let language = Language(locale: preferred) { return language }
        let locale = messagesLocale(environment)
        if let locale, !isUntranslated(locale),
            let listed = environment["LANGUAGE"]?.split(separator: ":").lazy.compactMap({
                Language(locale: String($0))
            }).first
        {
            return listed
        }
        return locale.flatMap(Language.init(locale:)) ?? .english
    }

    /// True for the C and POSIX locales, under which gettext leaves `LANGUAGE` unread.
    private static func isUntranslated(_ locale: String) -> Bool {
        let name = locale.split(separator: ".").first.map(String.init) ?? locale
        return name == "C" || name == "POSIX"
    }

    /// The language as a terminal limited to ASCII can show it: English for Japanese and Chinese, whose
    /// script has no ASCII spelling; any other as it is (its letters lose their marks).
    func readable(unicode: Bool) -> Language {
        unicode || (self != .japanese && self != .chinese) ? self : .english
    }

    /// The locale messages follow: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty.
    static func messagesLocale(_ environment: [String: String]) -> String? {
        ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    }

    /// Which of the catalog's plural forms `count` takes: the rule in the header of the language's catalog.
    func pluralForm(of count: Int) -> Int {
        let n = count.magnitude
        switch self {
        case .english, .german, .spanish, .italian, .portuguesePortugal, .dutch: return n == 1 ? 0 : 1
        case .french, .portuguese: return n > 1 ? 1 : 0
        case .polish:
            if n == 1 { return 0 }
            return (2...4).contains(n % 10) && !(12...14).contains(n % 100) ? 1 : 2
        case .japanese, .chinese: return 0
        }
    }

    /// How many plural forms the language's sentences have.
    var pluralForms: Int {
        switch self {
        case .japanese, .chinese: 1
        case .polish: 3
        default: 2
        }
    }

    /// The character between a number's whole part and its fraction: "2.5" or "2,5".
    var decimalMark: String {
        switch self {
        case .english, .japanese, .chinese: "."
        default: ","
        }
    }

    /// The character between groups of three digits in a large number: "9,733,276", "9.733.276" or
    /// "9 733 276" (a no-break space).
    var groupingSeparator: String {
        switch self {
        case .english, .japanese, .chinese: ","
        case .french, .portuguesePortugal, .polish: "\u{A0}"
        default: "."
        }
    }

    /// The clock the language's speakers read when nothing else says: 12 hours in English, else 24.
    var clock: ClockStyle {
        self == .english ? .twelveHour : .twentyFourHour
    }
}
