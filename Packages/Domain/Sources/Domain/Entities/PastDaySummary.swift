import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A past day's values: its high and low, what fell, the sunshine, the wind and the weather of the day,
/// each nil when it is not known.
public struct PastDaySummary: Sendable {
    public let high: Temperature?
    public let low: Temperature?
    /// Rain and snow (as water) together.
    public let precipitation: Precipitation?
    public let rain: Precipitation?
    /// Snow, as water.
    public let snow: Precipitation?
    public let sunshineSeconds: Double?
    /// The strongest mean wind of the day's hours.
    public let windMaximum: Speed?
    /// Where the day's wind mostly came from, degrees from north.
    public let windDirectionDegrees: Double?
    /// The most severe weather of the day.
    public let condition: WeatherCondition?

    public init(
        high: Temperature?, low: Temperature?, precipitation: Precipitation?, rain: Precipitation?,
        snow: Precipitation?, sunshineSeconds: Double?, windMaximum: Speed?, windDirectionDegrees: Double?,
        condition: WeatherCondition?
    ) {
        self.high = high
        self.low = low
        self.precipitation = precipitation
        self.rain = rain
        self.snow = snow
        self.sunshineSeconds = sunshineSeconds
        self.windMaximum = windMaximum
        self.windDirectionDegrees = windDirectionDegrees
        self.condition = condition
    }

    /// Nothing known.
    public static let missing = PastDaySummary(
        high: nil, low: nil, precipitation: nil, rain: nil, snow: nil, sunshineSeconds: nil, windMaximum: nil,
        windDirectionDegrees: nil, condition: nil)

    /// The values of a whole day's `hours`, as the archive sums its own days: the highest and lowest
    /// temperature, the amounts and the sunshine added up, the strongest wind, the direction of the
    /// wind's mean vector, and the most severe weather. A value is known only when every hour gives it,
    /// and none is for hours that are not the whole day.
    public init(hours: [PastHour], wholeDay: Bool) {
        func all<Value>(_ value: (PastHour) -> Value?) -> [Value]? {
            guard wholeDay, !hours.isEmpty else { return nil }
            let values = hours.compactMap(value)
            return values.count == hours.count ? values : nil
        }
        func total(_ value: (PastHour) -> Precipitation?) -> Precipitation? {
            all(value).map { Precipitation(millimetres: $0.reduce(0) { $0 + $1.millimetres }) }
        }
        let temperatures = all(\.temperature)
        let winds = all { hour in hour.wind.speed.map { ($0, hour.wind.directionDegrees) } }
        self.init(
            high: temperatures?.max { $0.kelvin < $1.kelvin },
            low: temperatures?.min { $0.kelvin < $1.kelvin },
            precipitation: total(\.precipitation), rain: total(\.rain), snow: total(\.snow),
            sunshineSeconds: all(\.sunshineSeconds).map { $0.reduce(0, +) },
            windMaximum: winds?.map(\.0).max(),
            windDirectionDegrees: winds.flatMap(Self.meanDirection),
            condition: all(\.condition).flatMap(Self.mostSevere))
    }

    /// These values, each one missing taken from `other`.
    public func filled(from other: PastDaySummary) -> PastDaySummary {
        PastDaySummary(
            high: high ?? other.high, low: low ?? other.low,
            precipitation: precipitation ?? other.precipitation,
            rain: rain ?? other.rain, snow: snow ?? other.snow,
            sunshineSeconds: sunshineSeconds ?? other.sunshineSeconds,
            windMaximum: windMaximum ?? other.windMaximum,
            windDirectionDegrees: windDirectionDegrees ?? other.windDirectionDegrees,
            condition: condition ?? other.condition)
    }

    /// The direction of the sum of the winds as vectors, 0 through 360 degrees; nil when a direction is
    /// missing or the winds cancel out (calm).
    static func meanDirection(_ winds: [(speed: Speed, degrees: Double?)]) -> Double? {
        var east = 0.0
        var north = 0.0
        for wind in winds {
            guard let degrees = wind.degrees else { return nil }
            let radians = degrees * .pi / 180
            east += wind.speed.metresPerSecond * sin(radians)
            north += wind.speed.metresPerSecond * cos(radians)
        }
        guard (east * east + north * north).squareRoot() > 1e-9 else { return nil }
        let degrees = atan2(east, north) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The condition of the most severe family, the one most hours of it share (the higher code on a tie),
    /// drawn by day when any hour of it was.
    static func mostSevere(_ conditions: [WeatherCondition]) -> WeatherCondition? {
        var counts: [Int: Int] = [:]
        for condition in conditions { counts[condition.code, default: 0] += 1 }
        func rank(_ code: Int) -> (Int, Int, Int) {
            (ConditionFamily(code: code)?.severity ?? -1, counts[code] ?? 0, code)
        }
        guard let code = counts.keys.max(by: { rank($0) < rank($1) }) else { return nil }
        let matching = conditions.filter { $0.code == code }
        return matching.first { !$0.isNight } ?? matching.first
    }
}
