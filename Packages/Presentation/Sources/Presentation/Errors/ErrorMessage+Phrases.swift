import Domain

/// Phrases that messages, and commands beside them, put into sentences.
extension ErrorMessage {
    /// What a command over every saved place says when there is none.
    static func noPlacesSaved(_ words: Words) -> String {
        words("No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\".")
    }

    /// " Did you mean \"imperial\"?" for the names near `typed`, or "" when none is.
    static func didYouMean(_ typed: String, among names: [String], words: Words) -> String {
        let near = NearestName.among(names, for: typed)
        guard !near.isEmpty else { return "" }
        let choices = quoted(near, words: words)
        return " " + words("Did you mean \(choices)?")
    }

    /// Part of the results could not be written to stdout: a full disk, a file size limit.
    static func lostOutput(reason: String, words: Words) -> String {
        words(
            "The results could not all be written to standard output (\(reason)); what was written is incomplete. Free some space or raise the file size limit, and try again."
        )
    }

    /// `"wxapp show 'New York'"`: a command to copy, between the language's quotation marks (「…」, “…”),
    /// its place quoted for the shell when it holds anything but letters, digits and `,.-`.
    static func command(_ name: String, _ place: String, words: Words) -> String {
        let plain = !place.isEmpty && place.allSatisfy { $0.isLetter || $0.isNumber || ",.-".contains($0) }
        let word =
            plain
            ? place
            : "'" + place.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#)
                + "'"
        return inQuotes("wxapp \(name) \(word)", words: words)
    }

    /// `text` between the quotation marks of the language of `words`: "A", 「A」, “A”.
    static func inQuotes(_ text: String, words: Words) -> String {
        let (open, close) = words.language.quotationMarks
        return open + text + close
    }

    /// "A", "A or B", "A, B or C", in English, for help text.
    static func alternatives(_ items: [String]) -> String {
        list(items, lastSeparator: " or ")
    }

    /// "\"A\"", "\"A\" or \"B\"", in the language of `words` and between its quotation marks (「A」, “A”).
    static func quoted(_ items: [String], words: Words) -> String {
        alternatives(items.map { inQuotes($0, words: words) }, words: words)
    }

    /// The places a hint offers, quoted and named as the language names them; two whose names have one
    /// name key ("Jaén", "Jaen") as the language names them, once.
    static func quoted(_ places: [NearPlace], words: Words) -> String {
        var seen: Set<String> = []
        return quoted(
            places.map(PlaceNames(words).name(of:)).filter { seen.insert(SearchKey($0).compact).inserted },
            words: words)
    }

    /// "A", "A or B", "A, B or C", in the language of `words`.
    static func alternatives(_ items: [String], words: Words) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        let head = items.dropLast().joined(separator: words.listSeparator)
        return words("\(head) or \(last)")
    }

    /// `items` with ", " between them and `lastSeparator` before the last: a plain loop, cheap the first time
    /// a run uses it, as help text made at every run needs.
    static func list(_ items: [String], lastSeparator: String) -> String {
        var text = ""
        for index in items.indices {
            if index > 0 { text += index == items.count - 1 ? lastSeparator : ", " }
            text += items[index]
        }
        return text
    }

    /// "There is no cached forecast for …": what is missing, named, so that a kept reading is not said to be
    /// missing when only the forecast is.
    static func noneKept(_ kind: KeptKind, query: String, words: Words) -> String {
        switch kind {
        case .weather:
            words(
                "There is no cached weather for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        case .forecast:
            words(
                "There is no cached forecast for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        case .airQuality:
            words(
                "There is no cached air quality for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        case .climateNormals:
            words(
                "There are no cached 1991–2020 normals for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        case .alerts:
            words(
                "There are no cached alerts for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        case .pastWeather(let days) where days.count == 1:
            pastDay(days.first.isoText, query: query, words: words)
        case .pastWeather(let days):
            pastDays(days.first.isoText, days.last.isoText, query: query, words: words)
        case .location:
            words(
                "There is no place found yet for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
            )
        }
    }

    /// "There is no cached weather of 2024-07-14 for …".
    private static func pastDay(_ date: String, query: String, words: Words) -> String {
        words(
            "There is no cached weather of \(date) for \"\(query)\" to show offline. Run the command again without --offline to fetch it."
        )
    }

    /// "Not every day from 2024-07-01 to 2024-07-14 is cached for …".
    private static func pastDays(_ first: String, _ last: String, query: String, words: Words) -> String {
        words(
            "Not every day from \(first) to \(last) is cached for \"\(query)\" to show offline. Run the command again without --offline to fetch them."
        )
    }
}
