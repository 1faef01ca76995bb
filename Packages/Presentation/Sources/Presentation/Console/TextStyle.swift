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
    /// A weather condition, in its family's colour by day or by night.
    case condition(ConditionFamily, night: Bool)
}
