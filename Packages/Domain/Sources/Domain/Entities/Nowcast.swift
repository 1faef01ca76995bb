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

    /// What the steps still ahead at a moment say.
    public enum Outlook: Sendable, Equatable {
        /// No step ahead has precipitation.
        case dry
        /// Precipitation now; it stops this many minutes from now, or lasts past the last step (nil).
        case now(stoppingInMinutes: Int?)
        /// Precipitation from this many minutes from now, lasting this many minutes, or past the last step.
        case starting(inMinutes: Int, lastingMinutes: Int?)
        /// No step is left ahead: the kept nowcast has run out.
        case expired
    }

    /// Precipitation below this, in millimetres per 15 minutes, counts as none (drizzle that wets nothing).
    public static let thresholdMillimetres = 0.05
    public static let stepSeconds: TimeInterval = 900

    public let steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps.sorted { $0.time < $1.time }
    }

    /// The outlook at `now` from the steps that have not ended, to the nearest 5 minutes.
    public func outlook(at now: Date) -> Outlook {
        let ahead = steps.filter { $0.time.addingTimeInterval(Self.stepSeconds) > now }
        guard !ahead.isEmpty else { return .expired }
        func wet(_ step: Step) -> Bool { (step.precipitationMillimetres ?? 0) >= Self.thresholdMillimetres }
        func minutes(_ from: Date, _ to: Date) -> Int {
            Int(saturating: (to.timeIntervalSince(from) / 300).rounded()) * 5
        }
        guard let first = ahead.firstIndex(where: wet) else { return .dry }
        let stop = ahead[first...].first { !wet($0) }?.time
        if ahead[first].time <= now {
            return .now(stoppingInMinutes: stop.map { minutes(now, $0) })
        }
        let start = ahead[first].time
        return .starting(
            inMinutes: minutes(now, start), lastingMinutes: stop.map { minutes(start, $0) })
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
