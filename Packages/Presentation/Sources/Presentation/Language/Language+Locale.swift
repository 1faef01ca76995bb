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
        return ofMessages(environment)
    }

    /// The language of the locale that formats messages (`messagesLocale`); English where it names none
    /// wxapp speaks.
    static func ofMessages(_ environment: [String: String]) -> Language {
        messagesLocale(environment).flatMap(Language.init(locale:)) ?? .english
    }

    /// True for the C and POSIX locales, under which gettext leaves `LANGUAGE` unread and times read a
    /// 24-hour clock.
    static func isUntranslated(_ locale: String) -> Bool {
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
        case .english, .german, .spanish, .spanishLatinAmerica, .italian, .portuguesePortugal, .dutch:
            return n == 1 ? 0 : 1
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

    /// The character between a number's whole part and its fraction: "2.5" or "2,5". Latin America's Spanish
    /// writes a point, as CLDR's `es_419` does and Mexico, Central America and the United States do.
    var decimalMark: String {
        switch self {
        case .english, .spanishLatinAmerica, .japanese, .chinese: "."
        default: ","
        }
    }

    /// The character between groups of three digits in a large number: "9,733,276", "9.733.276" or
    /// "9 733 276" (a no-break space).
    var groupingSeparator: String {
        switch self {
        case .english, .spanishLatinAmerica, .japanese, .chinese: ","
        case .french, .portuguesePortugal, .polish: "\u{A0}"
        default: "."
        }
    }

    /// A time of day on a 12-hour clock as the language writes it (CLDR's `hm` skeleton): the mark of the
    /// morning or afternoon after the time, "6:27 PM", "6:27 p.m." in Latin America's Spanish, Portugal's
    /// Portuguese and Dutch, "6:27 p.\u{202F}m." in Spain's Spanish; before it in Japanese, whose hours run
    /// from 0 ("午後6:27", "午前0:05"), and in Chinese ("下午6:27"). `minutes` nil: the hour alone, as a
    /// chart marks it ("6PM", "6p.m.", "午後6").
    func twelveHourTime(hour: Int, minutes: String?) -> String {
        let afternoon = hour >= 12
        let time = { (hour: Int) in minutes.map { "\(hour):\($0)" } ?? "\(hour)" }
        let (fromZero, fromTwelve) = (hour % 12, hour % 12 == 0 ? 12 : hour % 12)
        let gap = minutes == nil ? "" : " "
        switch self {
        case .japanese: return (afternoon ? "午後" : "午前") + time(fromZero)
        case .chinese: return (afternoon ? "下午" : "上午") + time(fromTwelve)
        case .spanish: return time(fromTwelve) + gap + (afternoon ? "p.\u{202F}m." : "a.\u{202F}m.")
        case .spanishLatinAmerica, .portuguesePortugal, .dutch:
            return time(fromTwelve) + gap + (afternoon ? "p.m." : "a.m.")
        default: return time(fromTwelve) + gap + (afternoon ? "PM" : "AM")
        }
    }

    /// The marks a name offered in a message stands between: 「」 in Japanese, “” in Chinese, as their
    /// sentences quote; straight double quotes in the others, as their catalogs write them.
    var quotationMarks: (open: String, close: String) {
        switch self {
        case .japanese: ("「", "」")
        case .chinese: ("“", "”")
        default: ("\"", "\"")
        }
    }

    /// The clock the language's speakers read when nothing else says: 12 hours in English, else 24.
    var clock: ClockStyle {
        self == .english ? .twelveHour : .twentyFourHour
    }
}
