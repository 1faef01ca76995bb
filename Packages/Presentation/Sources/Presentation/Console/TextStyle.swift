import Domain

/// What a piece of text means on screen; the palette decides how, or whether, to colour it.
enum TextStyle: Sendable, Equatable {
    case plain
    case emphasis
    case header
    case muted
    case warning
    case cold
    case hot
    /// A level of an air-quality or UV scale, from 0 (best, green) to 5 (worst, magenta).
    case level(Int)
    /// A weather condition, in its family's colour by day or by night.
    case condition(ConditionFamily, night: Bool)
}
