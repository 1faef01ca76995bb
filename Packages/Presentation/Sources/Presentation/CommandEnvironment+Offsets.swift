import Domain
import FoundationEssentials

extension CommandEnvironment {
    /// The offsets `place` keeps over `instants` (and when `reading` was observed): its zone's at each
    /// instant, or without a zone the offset of its kept `reading` (UTC's without one).
    func offsets(at place: Place, keptReading reading: CurrentWeather?, covering instants: [Date])
        -> UTCOffsets
    {
        let all = instants + [reading?.observedAt].compactMap { $0 }
        guard let start = all.min(), let end = all.max() else {
            return .fixed(reading?.utcOffsetSeconds ?? 0)
        }
        return timeZoneRules.offsets(
            at: place, observed: reading?.utcOffsetSeconds, from: start, through: end)
    }
}
