import FoundationEssentials

/// The offsets from UTC a place keeps over a span of time: its zone's rules at each instant, so that an
/// hour after a change to or from daylight saving time is labelled, and its day cut, by the new offset.
///
/// Outside the span it was made for, the offset at the nearer end holds.
public struct UTCOffsets: Sendable, Equatable {
    /// A change of offset: from `instant` on, the place keeps `seconds` east of UTC.
    public struct Change: Sendable, Equatable {
        public let instant: Date
        public let seconds: Int

        public init(instant: Date, seconds: Int) {
            self.instant = instant
            self.seconds = seconds
        }
    }

    /// The offset before the first change.
    public let initialSeconds: Int
    /// In time order, each to an offset other than the one before it.
    public let changes: [Change]

    public init(initialSeconds: Int, changes: [Change] = []) {
        self.initialSeconds = initialSeconds
        var kept: [Change] = []
        var current = initialSeconds
        for change in changes.sorted(by: { $0.instant < $1.instant }) where change.seconds != current {
            kept.append(change)
            current = change.seconds
        }
        self.changes = kept
    }

    /// One offset at every instant: what a service that names no zone gives.
    public static func fixed(_ seconds: Int) -> UTCOffsets {
        UTCOffsets(initialSeconds: seconds)
    }

    /// The offsets `offset(at:)` gives from `start` through `end`, found by asking it each `step` and
    /// narrowing each change down to the second. Zones change their offset at most a few times a year,
    /// never twice within an hour, so an hourly step misses none. Nil when `offset` does not know the
    /// zone at `start`. A step under a minute is taken as a minute.
    public init?(
        from start: Date, through end: Date, step: TimeInterval = 3_600, offset: (Date) -> Int?
    ) {
        guard let first = offset(start) else { return nil }
        let step = max(step, 60)
        var changes: [Change] = []
        var before = start
        var beforeSeconds = first
        var probe = start
        while probe < end {
            probe = min(probe.addingTimeInterval(step), end)
            guard let seconds = offset(probe) else { break }
            if seconds != beforeSeconds {
                changes.append(
                    Self.change(after: before, to: probe, offset: offset)
                        ?? Change(instant: probe, seconds: seconds))
            }
            before = probe
            beforeSeconds = seconds
        }
        self.init(initialSeconds: first, changes: changes)
    }

    /// The first instant after `low`, to the second, whose offset is that at `high`.
    private static func change(after low: Date, to high: Date, offset: (Date) -> Int?) -> Change? {
        guard let target = offset(high) else { return nil }
        var low = low.timeIntervalSince1970.rounded(.down)
        var high = high.timeIntervalSince1970.rounded(.up)
        while high - low > 1 {
            let middle = ((low + high) / 2).rounded(.down)
            if offset(Date(timeIntervalSince1970: middle)) == target { high = middle } else { low = middle }
        }
        return Change(instant: Date(timeIntervalSince1970: high), seconds: target)
    }

    /// Seconds east of UTC the place keeps at `date`.
    public func seconds(at date: Date) -> Int {
        changes.last { $0.instant <= date }?.seconds ?? initialSeconds
    }

    /// True when the place keeps `seconds` east of UTC at some instant of the span.
    public func includes(_ seconds: Int) -> Bool {
        initialSeconds == seconds || changes.contains { $0.seconds == seconds }
    }
}

/// Where the offsets a time zone keeps are looked up by its name ("Australia/Adelaide").
public protocol TimeZoneRules: Sendable {
    /// The offsets zone `identifier` keeps from `start` through `end`; nil for a zone not known.
    func offsets(inZone identifier: String, from start: Date, through end: Date) -> UTCOffsets?
}

extension TimeZoneRules {
    /// The offsets `place` keeps from `start` through `end`: its zone's, when it has one and the zone keeps
    /// `observed` (the offset its service gave, if any) at some instant of the span; otherwise `observed`
    /// alone (0 without one), for a zone that disagrees with the service is another place's.
    public func offsets(at place: Place, observed: Int?, from start: Date, through end: Date) -> UTCOffsets {
        guard let zone = place.timeZone, let offsets = offsets(inZone: zone, from: start, through: end),
            observed.map(offsets.includes) ?? true
        else { return .fixed(observed ?? 0) }
        return offsets
    }

    /// The offsets `place` keeps over `instants` (and when `reading` was observed): its zone's at each
    /// instant, or without a zone the offset of its kept `reading` (UTC's without one).
    public func offsets(at place: Place, keptReading reading: CurrentWeather?, covering instants: [Date])
        -> UTCOffsets
    {
        let all = instants + [reading?.observedAt].compactMap { $0 }
        guard let start = all.min(), let end = all.max() else {
            return .fixed(reading?.utcOffsetSeconds ?? 0)
        }
        return offsets(at: place, observed: reading?.utcOffsetSeconds, from: start, through: end)
    }
}

extension TimeZoneRules {
    /// The calendar day of `place` at `now`: by its zone, or without one by `observed`, the offset its
    /// service last gave (UTC's without one).
    public func today(at place: Place, observed: Int?, now: Date) -> LocalDate {
        let offsets = offsets(at: place, observed: observed, from: now, through: now)
        return LocalDate(containing: now, utcOffsetSeconds: offsets.seconds(at: now))
    }
}

/// No zone is known: each place keeps the one offset its service gave.
public struct UnknownTimeZones: TimeZoneRules {
    public init() {}

    public func offsets(inZone identifier: String, from start: Date, through end: Date) -> UTCOffsets? { nil }
}
