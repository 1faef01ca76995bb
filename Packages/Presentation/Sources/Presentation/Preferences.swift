import Domain

/// What a command uses where it is given no flag for it: the environment's variables (`WXAPP_UNITS`,
/// `WXAPP_ICONS`, …) over the configuration file's settings, read once by the composition root.
public struct Preferences: Sendable {
    /// `WXAPP_UNITS` and the `WXAPP_…_UNIT` variables over the file's `units` and `units.…` keys, else metric.
    public var units: Units = .metric
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
}
