import Domain
import FoundationEssentials

/// Where a service that gives times in UTC only (MET Norway) learns a place's offset from UTC.
public protocol UTCOffsetSource: Sendable {
    /// The offset from UTC in seconds of the civil time kept at `coordinates` at `date`, or nil when unknown.
    func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int?
}
