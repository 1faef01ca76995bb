import Domain

/// What a command uses where it is given no flag for it: the environment's variables (`WXAPP_UNITS`,
/// `WXAPP_ICONS`, …) over the configuration file's settings, read once by the composition root.
public struct Preferences: Sendable {
    /// `WXAPP_UNITS` and the `WXAPP_…_UNIT` variables over the file's `units` and `units.…` keys, over the
    /// units the locale's territory reads the weather in, else metric.
    public var units: Units = .metric
    /// The units JSON is written in: the same choices as `units`, over metric rather than the locale's, so
    /// that what programs read never changes with the locale they run under.
    public var unitsForPrograms: Units = .metric
    /// Where each measure's unit in `units` comes from, for `config list`; empty where not worked out.
    public var unitSources: [Measure: UnitSource] = [:]
    /// `WXAPP_ICONS`, else the file's `icons`; nil leaves it to the terminal.
    public var icons: IconStyle?
    /// `WXAPP_CLOCK`, else the file's `clock` ("12" or "24"); nil leaves it to the locale.
    public var clock: String?
    /// `WXAPP_LANG`, else the file's `language`; nil leaves it to the locale.
    public var language: String?
    /// The template of `wxapp line`: `WXAPP_LINE_TEMPLATE`, else the file's `line-template`; nil for its own.
    public var lineTemplate: String?
    /// The place a bare `wxapp` shows first (the file's `home`); nil for the first saved place.
    public var home: String?

    public init() {}

    /// `unitsForPrograms` for output programs read, else `units`.
    func units(forPrograms: Bool) -> Units { forPrograms ? unitsForPrograms : units }
}

/// Where the unit a measure is shown in comes from, when no flag chooses it.
public enum UnitSource: Sendable, Equatable {
    /// The configuration file's setting of that name (`units`, `units.wind`).
    case file(String)
    /// The environment variable of that name (`WXAPP_UNITS`, `WXAPP_WIND_UNIT`).
    case variable(String)
    /// The measurement locale of that name (`de_DE.UTF-8`): the units its territory reads the weather in.
    case locale(String)
    /// Nothing: metric, with metres per second.
    case standard
}
