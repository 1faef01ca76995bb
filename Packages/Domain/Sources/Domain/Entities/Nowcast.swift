import FoundationEssentials

/// Precipitation in 15-minute steps over the next two hours, as the service forecast it when the reading
/// was fetched.
public struct Nowcast: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        /// The start of the 15 minutes.
        public let time: Date
        /// Millimetres of water in the 15 minutes; nil when the service gave none for the step.
        public let precipitationMillimetres: Double?

        public init(time: Date, precipitationMillimetres: Double?) {
            self.time = time
            self.precipitationMillimetres = precipitationMillimetres
        }
    }

    /// What the steps still ahead at a moment say, over the minutes they cover (at most two hours: up to
    /// the first step the service gave no value for, or the last step).
    public enum Outlook: Sendable, Equatable {
        /// No step of the span has precipitation.
        case dry(coveredMinutes: Int)
        /// Precipitation now; it stops this many minutes from now, or lasts past the span (nil).
        case now(stoppingInMinutes: Int?, coveredMinutes: Int)
        /// Precipitation from this many minutes from now, lasting this many minutes, or past the span.
        case starting(inMinutes: Int, lastingMinutes: Int?, coveredMinutes: Int)
        /// The service gave no value for the quarter hour in progress: nothing is known.
        case unknown
        /// Less than `shortestSpan` is left ahead: the kept nowcast has run out.
        case expired
    }

    /// How far ahead a nowcast speaks: two hours.
    public static let horizon: TimeInterval = 7_200
    /// How many quarter hours a reading keeps, from the one in progress when it was observed: ten, two
    /// whole hours ahead of any moment in the first half hour, so that a reading kept as fresh (ten
    /// minutes by default) says "two hours" rather than shrinking to "105 min" between refreshes.
    public static let keptSteps = 10
    /// Less ahead than this is too little to speak of: ten minutes.
    public static let shortestSpan: TimeInterval = 600

    /// Precipitation below this, in millimetres per 15 minutes, counts as none (drizzle that wets nothing).
    public static let thresholdMillimetres = 0.05
    public static let stepSeconds: TimeInterval = 900

    public let steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps.sorted { $0.time < $1.time }
    }

    /// The outlook at `now`, to the nearest 5 minutes, from the steps of the next two hours that have not
    /// ended: those with a value, one after the other, up to the first the service left without one.
    public func outlook(at now: Date) -> Outlook {
        let horizon = now.addingTimeInterval(Self.horizon)
        let ahead = steps.filter { $0.time.addingTimeInterval(Self.stepSeconds) > now && $0.time < horizon }
        guard let current = ahead.first else { return .expired }
        guard current.precipitationMillimetres != nil else {
            return current.time <= now ? .unknown : .expired
        }
        var known = [current]
        for step in ahead.dropFirst() {
            guard step.precipitationMillimetres != nil,
                step.time.timeIntervalSince(known[known.count - 1].time) <= Self.stepSeconds
            else { break }
            known.append(step)
        }
        let end = min(known[known.count - 1].time.addingTimeInterval(Self.stepSeconds), horizon)
        guard current.time <= now.addingTimeInterval(Self.stepSeconds),
            end.timeIntervalSince(now) >= Self.shortestSpan
        else { return .expired }
        func wet(_ step: Step) -> Bool { (step.precipitationMillimetres ?? 0) >= Self.thresholdMillimetres }
        func minutes(_ from: Date, _ to: Date) -> Int {
            Int(saturating: (to.timeIntervalSince(from) / 300).rounded()) * 5
        }
        let covered = minutes(now, end)
        guard let first = known.firstIndex(where: wet) else { return .dry(coveredMinutes: covered) }
        let stop = known[first...].first { !wet($0) }?.time
        if known[first].time <= now {
            return .now(stoppingInMinutes: stop.map { minutes(now, $0) }, coveredMinutes: covered)
        }
        let start = known[first].time
        return .starting(
            inMinutes: minutes(now, start), lastingMinutes: stop.map { minutes(start, $0) },
            coveredMinutes: covered)
    }

    /// True when any step has a value: a nowcast whose every step the service left empty is none.
    public var isAvailable: Bool {
        steps.contains { $0.precipitationMillimetres != nil }
    }

    /// True where Open-Meteo's 15-minute data is a nowcast from high-resolution models (central Europe
    /// and North America, per its documentation); elsewhere it is interpolated from hourly data.
    public static func isModelled(at coordinates: Coordinates) -> Bool {
        let (latitude, longitude) = (coordinates.latitude, coordinates.longitude)
        let europe = (34...72).contains(latitude) && (-25...45).contains(longitude)
        let northAmerica = (15...72).contains(latitude) && (-170 ... -50).contains(longitude)
        return europe || northAmerica
    }
}
