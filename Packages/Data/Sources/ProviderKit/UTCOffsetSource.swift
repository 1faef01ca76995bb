import Domain
import FoundationEssentials

/// Where a service that gives times in UTC only (MET Norway) learns a place's offset from UTC.
public protocol UTCOffsetSource: Sendable {
    /// The offset from UTC in seconds of the civil time kept at `coordinates` at `date`, or nil when unknown.
    func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int?
    /// The offset from UTC in seconds of time zone `identifier` ("America/Phoenix") at `date`, or nil for a
    /// zone not known.
    func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int?
}

extension UTCOffsetSource {
    /// These offsets, except at a place whose service states its time zone (the NWS's point lookup does):
    /// there that zone's, when it is known. Without a zone, or with an unknown one, these alone.
    package func stating(_ zone: String?) -> any UTCOffsetSource {
        guard let zone, utcOffsetSeconds(inZone: zone, on: Date(timeIntervalSince1970: 0)) != nil else {
            return self
        }
        return StatedZoneOffsets(zone: zone, source: self)
    }
}

/// The offsets of the time zone a service states for a place, at every instant; `source` for any other zone.
struct StatedZoneOffsets: UTCOffsetSource {
    let zone: String
    let source: any UTCOffsetSource

    func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? {
        source.utcOffsetSeconds(inZone: zone, on: date) ?? source.utcOffsetSeconds(at: coordinates, on: date)
    }

    func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? {
        source.utcOffsetSeconds(inZone: identifier, on: date)
    }
}
