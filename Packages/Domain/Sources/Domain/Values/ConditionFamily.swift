/// The family a weather condition code belongs to; each family has its own look on screen.
public enum ConditionFamily: String, Sendable, CaseIterable {
    /// 2xx.
    case thunderstorm
    /// 3xx.
    case drizzle
    /// 5xx.
    case rain
    /// 6xx.
    case snow
    /// 7xx except squalls and tornadoes: mist, smoke, haze, dust, fog, sand, ash.
    case atmosphere
    /// Squalls (771) and tornadoes (781).
    case windstorm
    /// 800.
    case clear
    /// 801–804.
    case clouds

    /// The family of an OpenWeatherMap condition code, or nil for a code outside every group.
    public init?(code: Int) {
        switch code {
        case 200..<300: self = .thunderstorm
        case 300..<400: self = .drizzle
        case 500..<600: self = .rain
        case 600..<700: self = .snow
        case 771, 781: self = .windstorm
        case 700..<800: self = .atmosphere
        case 800: self = .clear
        case 801..<900: self = .clouds
        default: return nil
        }
    }

    /// How much the family matters to someone planning a day; higher wins a tie between conditions.
    public var severity: Int {
        switch self {
        case .clear: 0
        case .clouds: 1
        case .atmosphere: 2
        case .drizzle: 3
        case .rain: 4
        case .snow: 5
        case .windstorm: 6
        case .thunderstorm: 7
        }
    }
}
