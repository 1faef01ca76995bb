import FoundationEssentials

extension PastWeather {
    /// What a service sent for a run of days, before it is cut into the place's days: its hours, and the
    /// days it summed itself, which it cuts at one offset from UTC throughout.
    public struct Reply: Sendable {
        /// The place's days it answers for.
        public let dates: PastDays
        /// In time order, each at the offset the reply states (0 without one).
        public let hours: [PastHour]
        public let days: [ServiceDay]
        /// The time zone the service says the place keeps, where it says one.
        public let timeZone: String?
        /// The one offset the service cut its days at; nil when it states none.
        public let utcOffsetSeconds: Int?

        public init(
            dates: PastDays, hours: [PastHour], days: [ServiceDay], timeZone: String?, utcOffsetSeconds: Int?
        ) {
            self.dates = dates
            self.hours = hours.sorted { $0.time < $1.time }
            self.days = days
            self.timeZone = timeZone
            self.utcOffsetSeconds = utcOffsetSeconds
        }
    }

    /// A day as the service summed it: from `start`, its midnight at the reply's offset, for 24 hours.
    public struct ServiceDay: Sendable {
        public let date: LocalDate
        public let start: Date
        public let summary: PastDaySummary

        public init(date: LocalDate, start: Date, summary: PastDaySummary) {
            self.date = date
            self.start = start
            self.summary = summary
        }
    }
}

extension PastWeather.Reply {
    /// The place's days it answers for, cut from the hours at its midnights by `offsets`. A day's values are
    /// the service's own where its day is the place's (the place keeps the reply's offset all day long),
    /// the hours' sums filling in what it lacks; otherwise (a day the clocks change, a day of another season
    /// than the offset the reply was cut at) they are summed from the day's hours alone. A day is
    /// preliminary when it is young at `today`. Throws when the reply has nothing of a day asked for.
    public func days(offsets: UTCOffsets, today: LocalDate) throws(WeatherError) -> [PastDay] {
        var hoursOfDay: [LocalDate: [PastHour]] = [:]
        for hour in hours {
            let zoned = hour.at(utcOffsetSeconds: offsets.seconds(at: hour.time))
            guard dates.contains(zoned.date) else { continue }
            hoursOfDay[zoned.date, default: []].append(zoned)
        }
        return try dates.dates.map { date throws(WeatherError) in
            let hours = hoursOfDay[date] ?? []
            let own = days.first { $0.date == date }
            guard !hours.isEmpty || own != nil else {
                throw .unreadableResponse(
                    detail: "the reply has nothing of \(date.isoText), which was asked for")
            }
            var summary = PastDaySummary(hours: hours, wholeDay: Self.isWholeDay(hours))
            if let own, isPlaceDay(own, offsets: offsets) { summary = own.summary.filled(from: summary) }
            return PastDay(
                date: date, summary: summary, hours: hours,
                preliminary: PastDay.isPreliminary(date, today: today), fetchedAt: nil)
        }
    }

    /// True when the place keeps the reply's offset throughout the service's day, which is then its own.
    private func isPlaceDay(_ day: PastWeather.ServiceDay, offsets: UTCOffsets) -> Bool {
        guard let utcOffsetSeconds, offsets.seconds(at: day.start) == utcOffsetSeconds else { return false }
        let end = day.start.addingTimeInterval(86_400)
        return !offsets.changes.contains { $0.instant > day.start && $0.instant < end }
    }

    /// True when `hours` are a whole day of the place's: consecutive hours from its first hour to its last,
    /// as many as the day is long (23 or 25 on a day the clocks change).
    static func isWholeDay(_ hours: [PastHour]) -> Bool {
        guard let first = hours.first, let last = hours.last, first.secondsIntoDay < 3_600 else {
            return false
        }
        let length = 86_400 - (last.utcOffsetSeconds - first.utcOffsetSeconds)
        let consecutive = zip(hours, hours.dropFirst()).allSatisfy {
            $1.time.timeIntervalSince($0.time) == 3_600
        }
        return consecutive && hours.count * 3_600 == length
    }
}
