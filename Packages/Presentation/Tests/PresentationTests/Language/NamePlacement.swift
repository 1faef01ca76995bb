import Domain

/// Where each language may put a name it neither declines nor gives an article: what is wrong with a
/// translation's placing of a placeholder that holds one. docs/LANGUAGES.md states the rules.
enum NamePlacement {
    /// Words after which a name would need a case ending, an article or a contraction ("dla Paryża", "pour le
    /// Japon", "per il Giappone", "in der Schweiz", "voor de Verenigde Staten"), as the name stands in the
    /// nominative and without its article.
    static let prepositions: [Language: Set<String>] = [
        .polish: [
            "dla", "do", "w", "we", "z", "ze", "od", "na", "o", "przy", "po", "bez", "u", "ku", "nad", "pod",
            "przed", "za", "między", "przez", "spod", "znad", "zza", "wśród", "według", "dzięki", "oprócz",
        ],
        .french: ["pour", "de", "en", "à", "au", "aux", "du", "des", "sur", "dans", "par", "vers", "chez"],
        .italian: [
            "per", "di", "a", "in", "da", "su", "del", "della", "dello", "dei", "degli", "delle", "al",
            "alla",
            "nel", "nella", "dal", "dalla", "sul", "sulla", "con", "tra", "fra",
        ],
        .portuguese: [
            "para", "de", "em", "a", "por", "do", "da", "dos", "das", "no", "na", "ao", "à", "pelo", "pela",
        ],
        .spanish: ["para", "de", "en", "a", "por", "del", "al", "desde", "hacia"],
        .german: ["für", "in", "aus", "nach", "von", "bei", "zu", "im", "vom", "zum", "zur", "am", "ins"],
        .dutch: ["voor", "in", "uit", "naar", "van", "bij", "te", "op"],
    ]

    /// Polish declines a name after a verb or a noun as well ("Usunięto Warszawę", "Dodawanie Warszawy"), so
    /// a Polish name stands only where it is the subject or set apart: at the start, after a colon, a dash,
    /// a comma, an opening bracket or quote, or as the apposition of one of these nouns ("miejscowość Paryż").
    static let polishAppositions: Set<String> = [
        "miejsce", "miejsca", "miejscu", "miejscem", "miejscowość", "miejscowości", "lokalizacja",
        "lokalizacji", "lokalizację", "kraj", "kraju", "krajem", "obszar", "obszaru", "obszarze", "region",
        "regionu", "regionie", "stacja", "stacji", "stolica", "stolicy", "miasto", "miasta", "mieście",
    ]
    static let polishOpenings: Set<Character> = [":", "–", "—", ",", "(", "„", "\"", "«", ";"]

    /// What is wrong with where `template` puts the name of placeholder `number`, once a problem.
    static func problems(in template: String, name number: Int, language: Language) -> [String] {
        let placeholder = "{\(number)}"
        var problems: [String] = []
        var rest = template[...]
        while let range = rest.range(of: placeholder) {
            let (before, after) = (template[..<range.lowerBound], template[range.upperBound...])
            if language == .japanese || language == .chinese {
                problems += spacing(before: before, after: after)
            } else if let problem = word(before: before, language: language) {
                problems.append(problem)
            }
            rest = template[range.upperBound...]
        }
        if language == .japanese || language == .chinese {
            let ascii = template.filter { ",;:()".contains($0) }
            if !ascii.isEmpty { problems.append("ASCII \(Set(ascii).sorted()) in a \(language) sentence") }
        }
        return problems
    }

    /// The word the name follows, where it governs a case or an article.
    private static func word(before: Substring, language: Language) -> String? {
        if [.french, .italian].contains(language), let last = before.last, last == "'" || last == "’" {
            return "after an elided article or preposition"
        }
        let trimmed = before.reversed().drop(while: { $0 == " " })
        let word = String(trimmed.prefix(while: { $0.isLetter }).reversed()).lowercased()
        if let prepositions = prepositions[language], before.last == " ", prepositions.contains(word) {
            return "after \"\(word)\""
        }
        guard language == .polish, let mark = trimmed.first else { return nil }
        if polishOpenings.contains(mark) || polishAppositions.contains(word) { return nil }
        return "after \"\(word.isEmpty ? String(mark) : word)\", which may govern its case"
    }

    /// A name next to Japanese or Chinese text across an ASCII space ("没有 日本 的预警来源").
    private static func spacing(before: Substring, after: Substring) -> [String] {
        var problems: [String] = []
        if before.last == " ", let other = before.dropLast().last, isCJK(other) {
            problems.append("a space between \"\(other)\" and the name")
        }
        if after.first == " ", let other = after.dropFirst().first, isCJK(other) {
            problems.append("a space between the name and \"\(other)\"")
        }
        return problems
    }

    /// Han, kana and the CJK and full-width punctuation.
    static func isCJK(_ character: Character) -> Bool {
        character.unicodeScalars.contains {
            (0x3000...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
                || (0xFF00...0xFFEF).contains($0.value)
        }
    }
}
