import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

/// A place's offset from UTC without the network: that of the time zone of the gazetteer's nearest city
/// when one lies within `cityReach`, else the nautical offset of the place's longitude.
///
/// Never nil: where the gazetteer cannot be read or the system's database lacks the city's zone, the
/// nautical offset stands in too, so that a place always has a local time; a gazetteer that cannot be read
/// is reported by every command that searches it.
public struct GazetteerUTCOffsets: UTCOffsetSource {
    /// How far from a place its nearest city may be and still lend it its time zone: 250 km.
    ///
    /// The gazetteer's cities of 15,000 people or more lie closer than that to almost anywhere people
    /// live, and a city that near keeps the place's civil time but at a border. Farther out are open sea,
    /// ice and desert, where the nearest city may be across a sea or a time zone line and nautical time is
    /// the law at sea and as good a guess elsewhere.
    static let cityReach = 250.0

    private let gazetteer: Gazetteer
    private let zoneInfo: ZoneInfo

    public init(gazetteer: Gazetteer, zoneInfo: ZoneInfo) {
        self.gazetteer = gazetteer
        self.zoneInfo = zoneInfo
    }

    public func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? {
        if let zone = Self.nearestCityZone(to: coordinates, in: gazetteer),
            let offset = zoneInfo.utcOffsetSeconds(identifier: zone, at: date)
        {
            return offset
        }
        return Self.nauticalOffset(longitude: coordinates.longitude)
    }

    public func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? {
        zoneInfo.utcOffsetSeconds(identifier: identifier, at: date)
    }

    /// The time zone of the gazetteer's city nearest `coordinates`, when one lies within `cityReach`; nil
    /// without one, or when the gazetteer cannot be read (which every command that searches it reports).
    static func nearestCityZone(to coordinates: Coordinates, in gazetteer: Gazetteer) -> String? {
        guard let city = try? gazetteer.nearestCity(to: coordinates),
            city.coordinates.kilometres(to: coordinates) <= cityReach
        else { return nil }
        return city.timeZone
    }

    /// Seconds east of UTC of nautical time at `longitude`: one hour per 15 degrees, rounded to whole hours,
    /// as ships at sea keep it (±12 hours either side of the 180th meridian).
    static func nauticalOffset(longitude: Double) -> Int {
        Int((longitude / 15).rounded()) * 3_600
    }
}
