import Domain
import FoundationEssentials

/// What every command runs against, made once by the composition root (the App, or the tests over fakes):
/// plain values, and use cases whose sources are opened only when a command first asks for them.
public struct CommandServices: Sendable {
    public let clock: any WallClock
    /// Seconds a cached observation counts as fresh (600 by default).
    public let cacheLifetime: TimeInterval
    /// Waits between the refreshes of `watch`; tests inject one that never sleeps for real.
    public let sleeper: any Sleeper
    /// The offsets each time zone keeps, for times shown in a place's own.
    public let timeZoneRules: any TimeZoneRules
    /// The weather service commands use (`--provider`, else `WXAPP_PROVIDER`, else the file, else by key).
    public let provider: WeatherProvider
    /// Units, icons, clock, language, `line`'s template and the home place where a command is given no flag.
    public let preferences: Preferences
    /// The configuration file's problem (an unknown setting or a bad value), naming it and the file; nil when
    /// the file is sound.
    public let configurationProblem: WeatherError?
    /// The right to refresh stale places for `wxapp line`, held by one process at a time, and how the
    /// refresh is handed to a process of its own.
    public let lineRefresh: StatusLinesUseCase.RefreshClaim
    /// What happens behind a command's back that it tells the user of.
    public let events: CommandEvents
    /// Every use case a command runs, each built over the composition root's sources when first asked for.
    public let useCases: UseCaseFactory

    public init(
        clock: any WallClock, cacheLifetime: TimeInterval, sleeper: any Sleeper,
        timeZoneRules: any TimeZoneRules, provider: WeatherProvider, preferences: Preferences,
        configurationProblem: WeatherError?, lineRefresh: StatusLinesUseCase.RefreshClaim,
        events: CommandEvents, useCases: UseCaseFactory
    ) {
        self.clock = clock
        self.cacheLifetime = cacheLifetime
        self.sleeper = sleeper
        self.timeZoneRules = timeZoneRules
        self.provider = provider
        self.preferences = preferences
        self.configurationProblem = configurationProblem
        self.lineRefresh = lineRefresh
        self.events = events
        self.useCases = useCases
    }
}

extension CommandServices {
    /// Throws the configuration file's problem, if it has one.
    func checkConfiguration() throws(WeatherError) {
        if let configurationProblem { throw configurationProblem }
    }

    /// The places of `wxapp line`, refreshed by one process at a time.
    func statusLines() -> StatusLinesUseCase {
        StatusLinesUseCase(
            listPlaces: useCases.listPlaces, showPlace: useCases.showPlace, refreshClaim: lineRefresh,
            clock: clock, cacheLifetime: cacheLifetime)
    }
}
