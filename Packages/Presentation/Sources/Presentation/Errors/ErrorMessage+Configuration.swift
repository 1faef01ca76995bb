import Domain

extension ErrorMessage {
    /// What is wrong with the settings: a value typed to `config set` or an empty variable is a usage
    /// error; a data file wxapp ships with, the configuration file or a variable it cannot use, a
    /// configuration error.
    init(_ problem: ConfigurationProblem, words: Words) {
        let problems = ProblemText(words)
        /// A file or a variable wxapp cannot use: "The configuration is invalid: …".
        func invalid(_ clause: String) -> ErrorMessage {
            ErrorMessage(
                ExitStatus.configuration,
                words("The configuration is invalid: \(clause). Fix it and try again."))
        }
        switch problem {
        case .damagedDataFile(let file, let path, let problem):
            self.init(ExitStatus.configuration, problems.damaged(file, path: path, problem: problem))
        case .invalidValue(let setting, let typed, let accepted):
            // What the user typed to `config set`: a usage error, with the value meant where one is near.
            let (phrase, value) = (problems.phrase(accepted), Self.echoed(typed))
            self.init(
                ExitStatus.usage,
                words("\"\(value)\" is not a valid value for \(setting); it must be \(phrase).")
                    + Self.didYouMean(value, among: ProblemText.names(accepted), words: words))
        case .noSuchSetting(let typed, let settings):
            let (list, name) = (settings.joined(separator: words.listSeparator), Self.echoed(typed))
            self.init(
                ExitStatus.usage,
                words("There is no setting called \"\(name)\"; the settings are \(list).")
                    + Self.didYouMean(name, among: settings, words: words))
        case .emptyVariable(let name):
            // Like an option given nothing: what the user typed, not a value in a file.
            self.init(
                ExitStatus.usage,
                words("\(name) is set but empty. Give it a value, or unset it to use the default."))
        case .unknownSetting(let written, let file):
            let name = Self.echoed(written)
            self = invalid(
                words(
                    "\(file) has the unknown setting \"\(name)\"; remove it with \"wxapp config unset \(name)\""
                ))
        case .invalidSetting(let name, let file, let written?, let accepted):
            let (phrase, value) = (problems.phrase(accepted), Self.echoed(written))
            self = invalid(
                words(
                    "\(name) in \(file) is \"\(value)\", which wxapp cannot use; it must be \(phrase) (change it with \"wxapp config set \(name) …\")"
                ))
        case .invalidSetting(let name, let file, nil, let accepted):
            let phrase = problems.phrase(accepted)
            self = invalid(
                words(
                    "\(name) in \(file) is not valid; it must be \(phrase) (change it with \"wxapp config set \(name) …\")"
                ))
        case .settingOfUnknownType(let written, let file):
            let name = Self.echoed(written)
            self = invalid(
                words(
                    "\(name) in \(file) is neither text nor a whole number; change it with \"wxapp config set \(name) …\""
                ))
        case .notTOML(let file, let detail):
            self = invalid(
                words(
                    "the configuration file \(file) is not valid TOML (\(detail)); fix it, or delete it to start afresh"
                ))
        case .unusableFile(let file, let problem):
            self = invalid(words("the configuration file \(file) \(problem)"))
        case .nulCharacter(let file, let line):
            self = invalid(
                words(
                    "the configuration file \(file) holds a NUL character on line \(line), which no setting can hold; remove it"
                ))
        case .nestedTooDeep(let file, let line, let limit):
            self = invalid(
                words(
                    "the configuration file \(file) nests more than \(limit) levels deep on line \(line), deeper than any setting; remove that line, or its key with \"wxapp config unset …\""
                ))
        case .fileTooLarge(let file, let bytes, let limit):
            self = invalid(
                words(
                    "the configuration file \(file) is \(bytes) bytes long, more than the \(limit) bytes wxapp reads; shorten it, or delete it to start afresh"
                ))
        case .invalidVariable(let name, let set, let accepted):
            let (phrase, value) = (problems.phrase(accepted), Self.echoed(set))
            self = invalid(words("\(name) is \"\(value)\"; it must be \(phrase)"))
        case .invalidURL(let name, let set):
            let value = Self.echoed(set)
            self = invalid(words("\(name) is \"\(value)\", which is not an http(s) URL; unset it or fix it"))
        case .insecureURL(let name):
            self = invalid(words("\(name) must use https; plain http is allowed only for loopback hosts"))
        }
    }

    /// The longest value or name a message repeats: what was typed or written may be a megabyte long.
    static let echoedLength = 60

    /// `text` as a message repeats it: cut short, with an ellipsis, past `echoedLength` characters.
    static func echoed(_ text: String) -> String {
        text.count <= echoedLength ? text : text.prefix(echoedLength - 1) + "…"
    }
}
