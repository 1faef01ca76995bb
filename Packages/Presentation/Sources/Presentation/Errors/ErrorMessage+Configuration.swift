import Domain

extension ErrorMessage {
    /// What is wrong with the settings: a value typed to `config set` or an empty variable is a usage
    /// error; a file or a value that cannot be used, a configuration error.
    init(_ problem: ConfigurationProblem, words: Words) {
        let problems = ProblemText(words)
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
        default:
            let clause = problems.clause(problem)
            self.init(
                ExitStatus.configuration,
                words("The configuration is invalid: \(clause). Fix it and try again."))
        }
    }
}
