import Domain

/// The words for structured problems: Domain and Data say what is wrong, only this says it to the user.
enum ProblemText {
    /// A sentence for a query that cannot be used.
    static func sentence(_ problem: QueryProblem) -> String {
        switch problem {
        case .empty: "The place name is empty."
        case .tooLong(let length, let limit):
            "The place name is \(length) characters long; the limit is \(limit)."
        case .controlCharacters: "The place name contains control characters."
        case .noLetterOrDigit: "The place name has no letter or digit."
        case .emptyBeforeComma: "The place name before the comma is empty."
        case .coordinatesOutOfRange(let text):
            "\"\(String(text.map { $0 == "\u{2212}" ? "-" : $0 }))\" is no point on Earth: a latitude goes from -90 to 90 and a longitude from -180 to 180, "
                + "as in 48.85,2.35."
        case .searchTooShort(let query, let minimum):
            "The search \"\(query)\" is too short; type at least \(minimum) characters."
        }
    }

    /// A sentence for a place list that cannot be imported.
    static func sentence(_ problem: PlaceListProblem) -> String {
        switch problem {
        case .unusable(let path, let problem):
            return "The file \(path) \(problem), so nothing was imported."
        case .unknownPlaces(let path, let entries):
            let count = entries.count == 1 ? "a place" : "\(entries.count) places"
            let listed = entries.map { "\"\($0.query)\" (entry \($0.number))" }.joined(separator: ", ")
            return "\(path) lists \(count) wxapp cannot find: \(listed). "
                + "Nothing was imported; correct or remove \(entries.count == 1 ? "it" : "them") and try again."
        }
    }

    /// A clause for a configuration problem, to follow "The configuration is invalid: ".
    static func clause(_ problem: ConfigurationProblem) -> String {
        switch problem {
        case .noSuchSetting(let name, let settings):
            "there is no setting called \"\(name)\"; the settings are \(settings.joined(separator: ", "))"
        case .invalidValue(let setting, let value, let accepted):
            "\"\(value)\" is not a valid value for \(setting); it must be \(phrase(accepted))"
        case .unknownSetting(let name, let file):
            "\(file) has the unknown setting \"\(name)\"; remove it with \"wxapp config unset \(name)\""
        case .invalidSetting(let name, let file, let value, let accepted):
            "\(name) in \(file) is \(value.map { "\"\($0)\", which wxapp cannot use" } ?? "not valid"); "
                + "it must be \(phrase(accepted)) (change it with \"wxapp config set \(name) …\")"
        case .settingOfUnknownType(let name, let file):
            "\(name) in \(file) is neither text nor a whole number; change it with \"wxapp config set \(name) …\""
        case .notTOML(let file, let detail):
            "the configuration file \(file) is not valid TOML (\(detail)); fix it, or delete it to start afresh"
        case .unusableFile(let file, let problem):
            "the configuration file \(file) \(problem)"
        case .emptyVariable(let name): "\(name) is set but empty"
        case .nulCharacter(let file, let line):
            "the configuration file \(file) holds a NUL character on line \(line), which no setting can hold; "
                + "remove it"
        case .invalidVariable(let name, let value, let accepted):
            "\(name) is \"\(value)\"; it must be \(phrase(accepted))"
        case .invalidURL(let name, let value):
            "\(name) is \"\(value)\", which is not an http(s) URL; unset it or fix it"
        case .insecureURL(let name):
            "\(name) must use https; plain http is allowed only for loopback hosts"
        case .damagedDataFile(let file, let path, let problem):
            "\(name(of: file)) \(path) \(problem)"
        }
    }

    /// What to do about a data file wxapp ships with.
    static func remedy(for file: DataFile) -> String {
        "Reinstall wxapp or regenerate the file with scripts/\(file == .countryCatalog ? "generate_countries.py" : "generate_gazetteer.py")."
    }

    static func name(of file: DataFile) -> String {
        switch file {
        case .countryCatalog: "The country catalog"
        case .gazetteer: "The city gazetteer"
        }
    }

    /// The values `accepted` names one by one; none for a range or a kind of text.
    static func names(_ accepted: AcceptedValues) -> [String] {
        if case .oneOf(let values) = accepted { return values }
        return []
    }

    /// "metric, imperial or standard", "a whole number from 1 to 16".
    static func phrase(_ accepted: AcceptedValues) -> String {
        switch accepted {
        case .apiKey: "a key of 1 to 200 ASCII letters, digits, hyphens and underscores"
        case .oneOf(let values): ErrorMessage.alternatives(values)
        case .wholeSeconds(let range):
            "a whole number of seconds from \(range.lowerBound) to \(range.upperBound)"
        case .seconds(let range): "a number of seconds from \(range.lowerBound) to \(range.upperBound)"
        case .wholeNumber(let range): "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .text(let length): "text of 1 to \(length) characters without control characters"
        case .contact(let length):
            "an e-mail address or a web address of at most \(length) characters, in ASCII and without parentheses"
        }
    }

    /// One sentence naming what is wrong with the template.
    static func sentence(_ problem: LineTemplate.Problem) -> String {
        let fieldsHint = "Run \"wxapp line --fields\" to see them all."
        switch problem {
        case .unknownField(let name, let closest?):
            return
                "The template has no field \"\(name.terminalSafe)\"; did you mean \"\(closest)\"? \(fieldsHint)"
        case .unknownField(let name, nil):
            return "The template has no field \"\(name.terminalSafe)\". \(fieldsHint)"
        case .unclosedBrace(let position):
            return
                "The template opens a brace at character \(position) and never closes it; write {{ for a brace."
        case .strayClosingBrace(let position):
            return
                "The template closes a brace at character \(position) that was never opened; write }} for a brace."
        case .emptyField(let position):
            return "The template has an empty field at character \(position). \(fieldsHint)"
        case .badOption(let field, let option, let accepted):
            let choices = accepted.isEmpty ? "it takes none" : "it takes " + accepted.joined(separator: ", ")
            return "The template's field \"\(field)\" does not take \"\(option.terminalSafe)\"; \(choices)."
        }
    }
}
