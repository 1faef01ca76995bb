import Domain

/// The words for structured problems: Domain and Data say what is wrong, only this says it to the user.
struct ProblemText: LanguageText {
    let words: Words

    /// A sentence for a query that cannot be used.
    func sentence(_ problem: QueryProblem) -> String {
        switch problem {
        case .empty: return words("The place name is empty.")
        case .tooLong(let length, let limit):
            return words("The place name is \(length) characters long; the limit is \(limit).")
        case .controlCharacters: return words("The place name contains control characters.")
        case .noLetterOrDigit: return words("The place name has no letter or digit.")
        case .emptyBeforeComma: return words("The place name before the comma is empty.")
        case .coordinatesOutOfRange(let text):
            let point = String(text.map { $0 == "\u{2212}" ? "-" : $0 })
            return words(
                "\"\(point)\" is no point on Earth: a latitude goes from -90 to 90 and a longitude from -180 to 180, as in 48.85,2.35."
            )
        case .searchTooShort(let query, let minimum):
            return words("The search \"\(query)\" is too short; type at least \(minimum) characters.")
        case .noPlaceNorHome:
            return words(
                "Name a place, or set the place shown when none is named: wxapp config set home Tokyo.")
        }
    }

    /// A sentence for days `--date` cannot show, naming the days it can.
    func sentence(_ problem: PastDaysProblem) -> String {
        let earliest = PastDays.earliest.isoText
        switch problem {
        case .unreadable(let text):
            let typed = String(text.map { $0 == "\u{2212}" ? "-" : $0 }).terminalSafe
            return words(
                "\"\(typed)\" is not a day wxapp reads: write a date as 2024-07-14, a range as 2024-07-01..2024-07-14, yesterday, or -3 for three days ago."
            )
        case .beforeRecords(let date):
            let date = date.isoText
            return words(
                "\(date) is before \(earliest), the first day of the archive: ask for a day from \(earliest) to yesterday."
            )
        case .notPast(let date, let yesterday):
            let (date, yesterday) = (date.isoText, yesterday.isoText)
            return words(
                "\(date) is not a past day at the place: past days run from \(earliest) to \(yesterday), its yesterday. Without --date, show gives the weather now."
            )
        case .reversed(let first, let last):
            let (first, last) = (first.isoText, last.isoText)
            return words(
                "The range \(first)..\(last) ends before it begins: write the earlier day first, as in \(last)..\(first)."
            )
        case .tooLong(let first, let last, let days):
            let (first, last, most) = (first.isoText, last.isoText, PastDays.mostDays)
            return words("The range \(first)..\(last) spans \(days) days: ask for at most \(most) at once.")
        }
    }

    /// A sentence for a place list that cannot be imported.
    func sentence(_ problem: PlaceListProblem) -> String {
        switch problem {
        case .unusable(let path, let problem):
            return words("The file \(path) \(problem), so nothing was imported.")
        case .unknownPlaces(let path, let entries):
            let listed = entries.map { entry in
                let (query, number) = (entry.query, entry.number)
                return words("\"\(query)\" (entry \(number))")
            }.joined(separator: words.listSeparator)
            let count = entries.count
            return words.plural(
                count,
                "\(path) lists a place wxapp cannot find: \(listed). Nothing was imported; correct or remove it and try again.",
                "\(path) lists \(count) places wxapp cannot find: \(listed). Nothing was imported; correct or remove them and try again."
            )
        }
    }

    /// The sentence for a data file wxapp ships with that is missing or broken, and what to do about it.
    func damaged(_ file: DataFile, path: String, problem: String) -> String {
        let clause = damagedClause(file, path: path, problem: problem)
        switch file {
        case .countryCatalog:
            return words(
                "\(clause). Reinstall wxapp or regenerate the file with scripts/generate_countries.py.")
        case .gazetteer:
            return words(
                "\(clause). Reinstall wxapp or regenerate the file with scripts/generate_gazetteer.py.")
        }
    }

    /// "The city gazetteer /usr/share/wxapp/gazetteer.tsv does not exist".
    private func damagedClause(_ file: DataFile, path: String, problem: String) -> String {
        switch file {
        case .countryCatalog: words("The country catalog \(path) \(problem)")
        case .gazetteer: words("The city gazetteer \(path) \(problem)")
        }
    }

    /// The values `accepted` names one by one; none for a range or a kind of text.
    static func names(_ accepted: AcceptedValues) -> [String] {
        if case .oneOf(let values) = accepted { return values }
        return []
    }

    /// "metric, imperial or standard", "a whole number from 1 to 16".
    func phrase(_ accepted: AcceptedValues) -> String {
        switch accepted {
        case .apiKey: return words("a key of 1 to 200 ASCII letters, digits, hyphens and underscores")
        case .oneOf(let values): return ErrorMessage.alternatives(values, words: words)
        case .wholeSeconds(let range):
            let (low, high) = (range.lowerBound, range.upperBound)
            return words("a whole number of seconds from \(low) to \(high)")
        case .seconds(let range):
            let (low, high) = (range.lowerBound, range.upperBound)
            return words("a number of seconds from \(low) to \(high)")
        case .wholeNumber(let range):
            let (low, high) = (range.lowerBound, range.upperBound)
            return words("a whole number from \(low) to \(high)")
        case .text(let length): return words("text of 1 to \(length) characters without control characters")
        case .contact(let length):
            return words(
                "an e-mail address or a web address of at most \(length) characters, in ASCII and without parentheses"
            )
        }
    }

    /// One sentence naming what is wrong with the template.
    func sentence(_ problem: LineTemplate.Problem) -> String {
        let hint = words("Run \"wxapp line --fields\" to see them all.")
        switch problem {
        case .unknownField(let name, let closest?):
            let name = name.terminalSafe
            return words("The template has no field \"\(name)\"; did you mean \"\(closest)\"? \(hint)")
        case .unknownField(let name, nil):
            let name = name.terminalSafe
            return words("The template has no field \"\(name)\". \(hint)")
        case .unclosedBrace(let position):
            return words(
                "The template opens a brace at character \(position) and never closes it; write {{ for a brace."
            )
        case .strayClosingBrace(let position):
            return words(
                "The template closes a brace at character \(position) that was never opened; write }} for a brace."
            )
        case .emptyField(let position):
            return words("The template has an empty field at character \(position). \(hint)")
        case .badOption(let field, let option, let accepted):
            let option = option.terminalSafe
            guard !accepted.isEmpty else {
                return words("The template's field \"\(field)\" does not take \"\(option)\"; it takes none.")
            }
            let choices = accepted.joined(separator: words.listSeparator)
            return words(
                "The template's field \"\(field)\" does not take \"\(option)\"; it takes \(choices).")
        }
    }
}
