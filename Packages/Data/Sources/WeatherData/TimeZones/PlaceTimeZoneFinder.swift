import Domain
import FoundationEssentials
import Infrastructure

/// Finds the time zone a place keeps where its geocoder named none: that of the gazetteer's nearest city
/// within `GazetteerUTCOffsets.cityReach`, when the zone keeps the offset the place's service gave.
public struct PlaceTimeZoneFinder: Sendable {
    private let gazetteer: Gazetteer
    private let zoneInfo: ZoneInfo

    public init(gazetteer: Gazetteer, zoneInfo: ZoneInfo) {
        self.gazetteer = gazetteer
        self.zoneInfo = zoneInfo
    }

    /// The zone of the city nearest `coordinates`, or nil when none is near, the gazetteer cannot be read,
    /// or the city's zone is not at `observed` seconds from UTC at `date` (the place is across a zone line).
    public func timeZone(at coordinates: Coordinates, observed: Int, at date: Date) -> String? {
        guard let zone = GazetteerUTCOffsets.nearestCityZone(to: coordinates, in: gazetteer),
            zoneInfo.utcOffsetSeconds(identifier: zone, at: date) == observed
        else { return nil }
        return zone
    }
}
