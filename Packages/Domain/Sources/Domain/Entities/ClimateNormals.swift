import FoundationEssentials

/// A place's 1991–2020 climate: for each calendar day, the average of the day's high and low over those
/// thirty years, smoothed over the fifteen days around it.
public struct ClimateNormals: Sendable, Equatable {
    /// One calendar day's normal high and low.
    public struct Day: Sendable, Equatable {
        public let month: Int
        public let day: Int
        public let high: Temperature
        public let low: Temperature

        public init(month: Int, day: Int, high: Temperature, low: Temperature) {
            self.month = month
            self.day = day
            self.high = high
            self.low = low
        }
    }

    /// One day's measured high and low, in °C, as the archive gives them.
    public struct Measured: Sendable, Equatable {
        public let date: LocalDate
        public let highCelsius: Double?
        public let lowCelsius: Double?

        public init(date: LocalDate, highCelsius: Double?, lowCelsius: Double?) {
            self.date = date
            self.highCelsius = highCelsius
            self.lowCelsius = lowCelsius
        }
    }

    public static let firstYear = 1991
    public static let lastYear = 2020
    /// Days on either side of a calendar day whose values count towards its normal.
    static let windowDays = 7
    /// A calendar day needs this many measured highs and lows in its window for a normal.
    static let minimumValues = 200

    public let days: [Day]

    public init(days: [Day]) {
        self.days = days
    }

    /// The normals of every calendar day (29 February included) from thirty years of measured days; a day
    /// with too few measurements in its window has none.
    public init(measured: [Measured]) {
        // The 366 days of 2000, a leap year.
        let calendar = (0..<366).map { LocalDate(daysSinceEpoch: 10_957 + $0) }
        var index: [MonthDay: Int] = [:]
        for (position, date) in calendar.enumerated() { index[MonthDay(date)] = position }
        var highs = Array(repeating: [Double](), count: 366)
        var lows = Array(repeating: [Double](), count: 366)
        for day in measured {
            guard let position = index[MonthDay(day.date)] else { continue }
            if let high = day.highCelsius { highs[position].append(high) }
            if let low = day.lowCelsius { lows[position].append(low) }
        }
        days = calendar.indices.compactMap { position in
            let window = (-Self.windowDays...Self.windowDays).map { (position + $0 + 366) % 366 }
            let high = window.flatMap { highs[$0] }
            let low = window.flatMap { lows[$0] }
            guard high.count >= Self.minimumValues, low.count >= Self.minimumValues else { return nil }
            let date = calendar[position]
            return Day(
                month: date.month, day: date.day,
                high: Temperature(celsius: high.reduce(0, +) / Double(high.count)),
                low: Temperature(celsius: low.reduce(0, +) / Double(low.count)))
        }
    }

    /// The normal of `date`'s calendar day, or nil when there is none.
    public func normal(on date: LocalDate) -> Day? {
        days.first { $0.month == date.month && $0.day == date.day }
    }

    private struct MonthDay: Hashable {
        let month: Int
        let day: Int

        init(_ date: LocalDate) {
            month = date.month
            day = date.day
        }
    }
}
