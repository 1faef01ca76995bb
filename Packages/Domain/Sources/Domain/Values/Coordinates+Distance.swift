#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Coordinates {
    /// The great-circle distance, in kilometres, on a spherical Earth.
    public func kilometres(to other: Coordinates) -> Double {
        let radians = Double.pi / 180
        let dLatitude = (other.latitude - latitude) * radians
        let dLongitude = (other.longitude - longitude) * radians
        let a =
            sin(dLatitude / 2) * sin(dLatitude / 2) + cos(latitude * radians) * cos(other.latitude * radians)
            * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 6_371 * 2 * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }

    /// The initial bearing from here to `other`, in degrees clockwise from north (0 to 360).
    public func bearing(to other: Coordinates) -> Double {
        let radians = Double.pi / 180
        let (from, to) = (latitude * radians, other.latitude * radians)
        let dLongitude = (other.longitude - longitude) * radians
        let y = sin(dLongitude) * cos(to)
        let x = cos(from) * sin(to) - sin(from) * cos(to) * cos(dLongitude)
        let degrees = atan2(y, x) / radians
        return degrees < 0 ? degrees + 360 : degrees
    }
}
