import Domain
import FoundationEssentials
import Infrastructure

/// Time zone rules from the system's time zone database.
public struct ZoneInfoRules: TimeZoneRules {
    private let zoneInfo: ZoneInfo

    public init(zoneInfo: ZoneInfo) {
        self.zoneInfo = zoneInfo
    }

    public func offsets(inZone identifier: String, from start: Date, through end: Date) -> UTCOffsets? {
        UTCOffsets(from: start, through: end) { zoneInfo.utcOffsetSeconds(identifier: identifier, at: $0) }
    }
}
