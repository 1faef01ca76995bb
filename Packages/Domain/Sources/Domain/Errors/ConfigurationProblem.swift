/// What is wrong with wxapp's configuration or the data files it ships with.
public enum ConfigurationProblem: Sendable, Equatable {
    /// `wxapp config` was given a setting name that does not exist.
    case noSuchSetting(name: String, settings: [String])
    /// `wxapp config set` was given a value the setting does not accept.
    case invalidValue(setting: String, value: String, accepted: AcceptedValues)
    /// The configuration file holds a setting this version does not know.
    case unknownSetting(name: String, file: String)
    /// The configuration file holds a value the setting does not accept; `value` is nil for a secret.
    case invalidSetting(name: String, file: String, value: String?, accepted: AcceptedValues)
    /// The configuration file holds a value that is neither text nor a whole number.
    case settingOfUnknownType(name: String, file: String)
    /// The configuration file is not TOML; `detail` is the parser's own words.
    case notTOML(file: String, detail: String)
    /// The configuration file cannot be read or written; `problem` is a clause after its path.
    case unusableFile(file: String, problem: String)
    /// The configuration file holds a NUL character (raw or escaped) on `line`, which no setting can hold.
    case nulCharacter(file: String, line: Int)
    /// The configuration file nests keys, tables or arrays deeper than `limit` levels on `line`.
    case nestedTooDeep(file: String, line: Int, limit: Int)
    /// The configuration file is longer than the `limit` bytes wxapp reads.
    case fileTooLarge(file: String, bytes: Int, limit: Int)
    /// An environment variable that takes a path or a URL is set but empty: a usage error, never read as
    /// unset (which would quietly use another file or service) nor as a path of no name.
    case emptyVariable(name: String)
    /// An environment variable holds a value it does not accept.
    case invalidVariable(name: String, value: String, accepted: AcceptedValues)
    /// A service URL setting (`name`) that is not an http(s) URL.
    case invalidURL(name: String, value: String)
    /// A service URL that is plain http to a host other than loopback.
    case insecureURL(name: String)
    /// A data file wxapp ships with is missing or damaged; `problem` is a clause after its path.
    case damagedDataFile(DataFile, path: String, problem: String)
}

/// The data files that ship with wxapp, each made by a script of the repository.
public enum DataFile: Sendable, Equatable {
    case countryCatalog, gazetteer
}

/// What a setting accepts.
public enum AcceptedValues: Sendable, Equatable {
    /// An API key: letters, digits, "-" and "_".
    case apiKey
    case oneOf([String])
    /// Whole seconds in the range.
    case wholeSeconds(ClosedRange<Int>)
    /// Seconds, fractions allowed, in the range.
    case seconds(ClosedRange<Int>)
    case wholeNumber(ClosedRange<Int>)
    /// Text of at most this many characters, without control characters.
    case text(maximumLength: Int)
    /// An e-mail address or a web address for a User-Agent: printable ASCII without parentheses.
    case contact(maximumLength: Int)
}
