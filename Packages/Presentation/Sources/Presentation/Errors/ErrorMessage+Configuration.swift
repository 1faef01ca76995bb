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
        case .invalidValue(let setting, let value, let accepted):
            // What the user typed to `config set`: a usage error, with the value meant where one is near.
            let phrase = problems.phrase(accepted)
            self.init(
                ExitStatus.usage,
                words("\"\(value)\" is not a valid value for \(setting); it must be \(phrase).")
                    + Self.didYouMean(value, among: ProblemText.names(accepted), words: words))
        case .noSuchSetting(let name, let settings):
            let list = settings.joined(separator: ", ")
            self.init(
                ExitStatus.usage,
                words("There is no setting called \"\(name)\"; the settings are \(list).")
                    + Self.didYouMean(name, among: settings, words: words))
        case .emptyVariable(let name):
            // Like an option given nothing: what the user typed, not a value in a file.
            self.init(
                ExitStatus.usage,
                words("\(name) is set but empty. Give it a value, or unset it to use the default."))
        case .unknownSetting(let name, let file):
            self = invalid(
                words(
                    "\(file) has the unknown setting \"\(name)\"; remove it with \"wxapp config unset \(name)\""
                ))
        case .invalidSetting(let name, let file, let value?, let accepted):
            let phrase = problems.phrase(accepted)
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
        case .settingOfUnknownType(let name, let file):
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
        case .invalidVariable(let name, let value, let accepted):
            let phrase = problems.phrase(accepted)
            self = invalid(words("\(name) is \"\(value)\"; it must be \(phrase)"))
        case .invalidURL(let name, let value):
            self = invalid(words("\(name) is \"\(value)\", which is not an http(s) URL; unset it or fix it"))
        case .insecureURL(let name):
            self = invalid(words("\(name) must use https; plain http is allowed only for loopback hosts"))
        }
    }
}
