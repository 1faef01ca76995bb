import Domain
import FoundationEssentials

/// Local time and daylight at a place, for services that answer in UTC and say neither (MET Norway, the
/// NWS's observations and grid): the place's offset at each instant, and whether the sun is up.
package enum LocalSky {
    /// The place's offset from UTC at `date`, or the nautical one of its longitude (the legal time at sea)
    /// when the source has none.
    package static func utcOffset(at coordinates: Coordinates, on date: Date, offsets: any UTCOffsetSource)
        -> Int
    {
        offsets.utcOffsetSeconds(at: coordinates, on: date)
            ?? Int((coordinates.longitude / 15).rounded()) * 3_600
    }

    /// True when the sun is up at `date`: between the day's computed sunrise and sunset, or on a polar day.
    package static func isDaylight(at date: Date, coordinates: Coordinates, offset: Int) -> Bool {
        guard let sun = SunTimes(at: coordinates, onDayContaining: date, utcOffsetSeconds: offset) else {
            return PolarDaylight(latitude: coordinates.latitude, on: date) == .polarDay
        }
        // Near a polar circle a day can hold the sunset of the night before and then its own sunrise.
        return sun.sunrise < sun.sunset
            ? sun.sunrise <= date && date < sun.sunset : date < sun.sunset || sun.sunrise <= date
    }
}
